//! Fuzz the effect-language parser: any text either parses (and then prints back to the
//! same tree) or gives an error inside the text; it never panics.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        match dominion::parse::parse_rules(text) {
            Ok(rules) => {
                let printed = dominion::print::print_rules(&rules);
                let again = dominion::parse::parse_rules(&printed).expect("printed rules parse");
                assert_eq!(again, rules);
            }
            Err(e) => assert!(e.offset <= text.len()),
        }
    }
});
