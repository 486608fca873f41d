//! Fuzz the scenario file: parsed, then run with its log rendered. Never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/suite/fuzz/harness.rs"]
mod harness;

thread_local! {
    static CTX: harness::Ctx = harness::Ctx::new("scenario");
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    CTX.with(|ctx| harness::scenario(ctx, &text));
});
