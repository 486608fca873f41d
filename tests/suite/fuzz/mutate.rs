//! A small seeded mutator for the fuzz targets that `cargo test` runs: byte flips,
//! interesting bytes and numbers, deletions, duplications, truncation, splicing of two
//! seeds, and insertion of a target's tokens. Deterministic for a seed, with no
//! dependency, so that a failure is reproduced by its seed alone.

/// A small, fast generator (SplitMix64).
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    /// True once in `n` times.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// One of the items (`items` must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Bytes that often break parsers.
const BYTES: &[u8] = b"\0\t\n\r \"'(),.:;[]{}\\#-+=$*<>0179\x7f\xc3\xa4\xe2\x80\x94\xff";

/// Numbers that often break arithmetic.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "7",
    "-1",
    "255",
    "256",
    "65535",
    "65536",
    "2147483647",
    "-2147483648",
    "4294967295",
    "18446744073709551615",
    "99999999999999999999999",
    "1e9",
    "0x10",
];

/// A range of `len` bytes: its start and end.
fn range(rng: &mut Rng, len: usize, most: usize) -> (usize, usize) {
    let a = rng.below(len + 1);
    let n = rng.below(most.min(len - a) + 1);
    (a, a + n)
}

/// Where the numbers of a text are.
fn numbers(b: &[u8]) -> Vec<(usize, usize)> {
    let mut v = vec![];
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            v.push((start, i));
        }
        i += 1;
    }
    v
}

/// Where the words (letters, digits, `_`, starting with a letter) of a text are.
fn words(b: &[u8]) -> Vec<(usize, usize)> {
    let mut v = vec![];
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() && (i == 0 || !b[i - 1].is_ascii_alphanumeric()) {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            v.push((start, i));
        }
        i += 1;
    }
    v
}

/// The item of a list or a structure that starts at `a` (after a `(`, `[`, `{` or `,`):
/// its end, after its `,` if it has one.
fn item_end(b: &[u8], a: usize) -> usize {
    let mut depth = 0i32;
    let mut quoted = false;
    let mut i = a;
    while i < b.len() {
        match b[i] {
            b'"' => quoted = !quoted,
            b'\\' if quoted => i += 1,
            b'(' | b'[' | b'{' if !quoted => depth += 1,
            b')' | b']' | b'}' if !quoted => {
                if depth == 0 {
                    return i;
                }
                depth -= 1;
            }
            b',' if !quoted && depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// A mutation that keeps the text's shape: a number or a word replaced by another of
/// the text, an item of a list dropped or doubled.
fn structured(rng: &mut Rng, data: &mut Vec<u8>) {
    match rng.below(4) {
        0 => {
            let nums = numbers(data);
            if nums.is_empty() {
                return;
            }
            let (a, b) = *rng.pick(&nums);
            let n: u64 = std::str::from_utf8(&data[a..b])
                .ok()
                .and_then(|t| t.parse().ok())
                .unwrap_or(0);
            let m = match rng.below(3) {
                0 => n.wrapping_add(1),
                1 => n.wrapping_sub(1),
                _ => {
                    let (c, d) = *rng.pick(&nums);
                    std::str::from_utf8(&data[c..d])
                        .ok()
                        .and_then(|t| t.parse().ok())
                        .unwrap_or(0)
                }
            };
            data.splice(a..b, m.to_string().into_bytes());
        }
        1 => {
            let ws = words(data);
            if ws.is_empty() {
                return;
            }
            let (a, b) = *rng.pick(&ws);
            let (c, d) = *rng.pick(&ws);
            let w = data[c..d].to_vec();
            data.splice(a..b, w);
        }
        k => {
            let starts: Vec<usize> = (0..data.len())
                .filter(|&i| matches!(data[i], b'(' | b'[' | b'{' | b','))
                .map(|i| i + 1)
                .collect();
            if starts.is_empty() {
                return;
            }
            let a = *rng.pick(&starts);
            let e = item_end(data, a);
            if k == 2 {
                data.drain(a..e);
            } else {
                let mut item = data[a..e].to_vec();
                if !item.ends_with(b",") {
                    item.push(b',');
                }
                data.splice(a..a, item);
            }
        }
    }
}

/// Apply one mutation to `data`.
fn once(rng: &mut Rng, data: &mut Vec<u8>, seeds: &[Vec<u8>], tokens: &[&str]) {
    let len = data.len();
    match rng.below(16) {
        // Flip a bit.
        0 if len > 0 => {
            let i = rng.below(len);
            data[i] ^= 1 << rng.below(8);
        }
        // An interesting byte, in place or inserted.
        1 => {
            let b = *rng.pick(BYTES);
            let i = rng.below(len + 1);
            if i < len && rng.one_in(2) {
                data[i] = b;
            } else {
                data.insert(i, b);
            }
        }
        // Delete a range.
        2 if len > 0 => {
            let (a, b) = range(rng, len, 64);
            data.drain(a..b);
        }
        // Duplicate a range somewhere.
        3 if len > 0 => {
            let (a, b) = range(rng, len, 128);
            let piece = data[a..b].to_vec();
            let at = rng.below(len + 1);
            data.splice(at..at, piece);
        }
        // Truncate.
        4 if len > 0 => data.truncate(rng.below(len)),
        // Splice: this one's start, another seed's end.
        5 if !seeds.is_empty() => {
            let other = rng.pick(seeds);
            let cut = rng.below(len + 1);
            let from = rng.below(other.len() + 1);
            data.truncate(cut);
            data.extend_from_slice(&other[from..]);
        }
        // Insert a token, or put it in place of a range.
        6 | 7 if !tokens.is_empty() => {
            let t = rng.pick(tokens).as_bytes().to_vec();
            if len > 0 && rng.one_in(2) {
                let (a, b) = range(rng, len, 16);
                data.splice(a..b, t);
            } else {
                let at = rng.below(len + 1);
                data.splice(at..at, t);
            }
        }
        // Replace a number.
        8 => {
            let nums = numbers(data);
            if nums.is_empty() {
                return;
            }
            let (a, b) = *rng.pick(&nums);
            let n = rng.pick(NUMBERS).as_bytes().to_vec();
            data.splice(a..b, n);
        }
        // Keep the shape.
        10..=15 => structured(rng, data),
        // Move a range (a line moved).
        9 if len > 1 => {
            let (a, b) = range(rng, len, 64);
            let piece: Vec<u8> = data.drain(a..b).collect();
            let at = rng.below(data.len() + 1);
            data.splice(at..at, piece);
        }
        _ => {}
    }
}

/// A mutant of one of the seeds: one mutation, or two with half the chance, three with
/// a quarter ... (at most eight).
pub fn mutate(rng: &mut Rng, seeds: &[Vec<u8>], tokens: &[&str]) -> Vec<u8> {
    let mut data = if seeds.is_empty() {
        vec![]
    } else {
        rng.pick(seeds).clone()
    };
    let mut n = 1;
    while n < 8 && rng.one_in(2) {
        n += 1;
    }
    for _ in 0..n {
        once(rng, &mut data, seeds, tokens);
    }
    data
}

/// The text of a mutant (invalid UTF-8 replaced: the file formats are text).
pub fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}
