//! "Did you mean": the nearest candidate to a misspelt word.

/// Levenshtein distance between two strings, case-insensitive, over chars.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The candidate closest to `word`, if it is close enough to be a likely typo
/// (at most a third of the word's length, and at least one edit allowed).
pub fn did_you_mean<'a, I>(word: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
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
        assert_eq!(distance("gian", "gain"), 2);
        assert_eq!(distance("Provnce", "province"), 1);
    }

    #[test]
    fn suggests_near_words_only() {
        let c = ["Province", "Duchy", "Estate"];
        assert_eq!(did_you_mean("Provnice", c), Some("Province"));
        assert_eq!(did_you_mean("Xyzzy", c), None);
    }
}
