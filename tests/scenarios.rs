//! Runs every scenario under tests/scenarios/ and snapshots its English log with insta
//! (one snapshot per file): a change in card behaviour shows up as a reviewable diff.
//! Every scenario must pass, and every card must stay accounted for (checked by the runner).

use dominion::locale::Locale;
use std::sync::Arc;

#[test]
fn scenarios() {
    let db = Arc::new(dominion::embedded_db().expect("the embedded cards.ron checks"));
    let en = Locale::load("en", None).expect("English locale");
    insta::glob!("scenarios/**/*.ron", |path| {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(path).expect("readable scenario");
        let sc = match dominion::scenario::parse(&name, &src) {
            Ok(s) => s,
            Err(d) => panic!("{}", d.render()),
        };
        let out = dominion::scenario::run(db.clone(), &sc, &en);
        let mut text = format!("title: {}\n", out.title);
        if let Some(s) = &sc.source {
            text += &format!("source: {s}\n");
        }
        text += &format!(
            "result: {}\n",
            if out.passed() { "passed" } else { "FAILED" }
        );
        for f in &out.failures {
            text += &format!("  - {f}\n");
        }
        text += &format!("\n{}\n", out.log);
        assert!(out.passed(), "{name} failed:\n{text}");
        insta::assert_snapshot!(text);
    });
}
