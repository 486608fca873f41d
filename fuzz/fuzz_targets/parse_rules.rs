//! Fuzz the effect-language parser: any text either parses (and then prints back to the
//! same tree) or gives an error inside the text; it never panics.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/suite/fuzz/harness.rs"]
mod harness;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        harness::parse_rules(text);
    }
});
