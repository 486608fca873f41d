//! Fuzz the save file: read as `play --resume` reads it, and forged with a recomputed
//! checksum; refused with a reason, or the game plays on. Never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/suite/fuzz/harness.rs"]
mod harness;

thread_local! {
    static CTX: harness::Ctx = harness::Ctx::new("save");
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    CTX.with(|ctx| harness::save(ctx, &text));
});
