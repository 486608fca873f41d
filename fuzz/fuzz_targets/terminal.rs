//! Fuzz the lines a player types at the terminal, at every kind of prompt. The first
//! line is `SEED KIND SKIP LANG` (numbers; missing ones are 0): bots play the random
//! Kingdom of SEED up to a decision of kind KIND (modulo the kinds) after SKIP
//! decisions, then a human (LANG even: English, odd: German) types the other lines.
//! Never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/suite/fuzz/harness.rs"]
mod harness;

thread_local! {
    static CTX: (harness::Ctx, dominion::locale::Locale) = {
        let ctx = harness::Ctx::new("terminal");
        let de = ctx.en.sibling("de").expect("German");
        (ctx, de)
    };
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let text: &str = &text;
    let (head, lines) = text.split_once('\n').unwrap_or((text, ""));
    let mut n = head
        .split_whitespace()
        .map(|w| w.parse::<u64>().unwrap_or(0));
    let (seed, kind, skip, lang) = (
        n.next().unwrap_or(0) % 100_000,
        n.next().unwrap_or(0) as usize % harness::KINDS.len(),
        n.next().unwrap_or(0) as usize % 1000,
        n.next().unwrap_or(0),
    );
    CTX.with(|(ctx, de)| {
        let loc = if lang % 2 == 0 { &ctx.en } else { de };
        harness::terminal(ctx, loc, seed, Some(kind), skip, lines);
    });
});
