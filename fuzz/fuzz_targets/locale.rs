//! Fuzz a locale file, loaded as `--locales DIR` loads it: `check` reports on it, and the
//! language renders a log, cards and a game at the terminal. Never a panic. The first
//! byte picks the language the text replaces (even: English, odd: German).
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/suite/fuzz/harness.rs"]
mod harness;

thread_local! {
    static CTX: harness::Ctx = harness::Ctx::new("locale");
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let lang = if first % 2 == 0 { "en" } else { "de" };
    let text = String::from_utf8_lossy(rest);
    CTX.with(|ctx| harness::locale(ctx, lang, &text));
});
