//! Fuzz the whole loader (RON, rules, checker): errors, never panics.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/suite/fuzz/harness.rs"]
mod harness;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        harness::load_db(text);
    }
});
