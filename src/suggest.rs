//! "Did you mean": the nearest candidate to a misspelt word.

/// Edit distance between two strings, case-insensitive, over chars: insertions,
/// deletions, substitutions, and swaps of two neighbouring letters each count one
/// (optimal string alignment).
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, x) in d.iter_mut().enumerate().take(w) {
        *x = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

/// The candidate closest to `word`, if it is close enough to be a likely typo
/// (at most a third of the word's length, and at least one edit allowed).
pub fn did_you_mean<'a, I>(word: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    // No name is this long: a longer word is no typo of one (and comparing it would take
    // time in proportion to its length times every candidate's).
    if word.len() > 100 {
        return None;
    }
    let limit = (word.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|c| (distance(word, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, c)| (*d, c.len()))
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance("gain", "gain"), 0);
        assert_eq!(distance("gian", "gain"), 1);
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("Provnce", "province"), 1);
    }

    #[test]
    fn suggests_near_words_only() {
        let c = ["Province", "Duchy", "Estate"];
        assert_eq!(did_you_mean("Provnice", c), Some("Province"));
        assert_eq!(did_you_mean("Xyzzy", c), None);
    }
}
