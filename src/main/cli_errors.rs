//! clap's own errors (an unknown option, a missing or invalid value, ...) in the
//! language of `--lang`: each common kind is a `cli-*` message; help and version are
//! printed as clap prints them, and a rarer kind keeps clap's (English) text.

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};
use dominion::locale::Locale;
use fluent_bundle::FluentValue;
use std::path::PathBuf;
use std::process::ExitCode;

/// The exit code of a command-line error (clap's).
const USAGE: u8 = 2;

/// The value of an option in the raw arguments (`--lang de` or `--lang=de`).
fn raw_option(args: &[String], name: &str) -> Option<String> {
    let eq = format!("{name}=");
    args.iter()
        .enumerate()
        .find_map(|(i, a)| match a.strip_prefix(&eq) {
            Some(v) => Some(v.to_string()),
            None if a == name => args.get(i + 1).cloned(),
            None => None,
        })
}

/// The language the command line asks for (English if it cannot be loaded).
fn language(args: &[String]) -> Option<Locale> {
    let dir = raw_option(args, "--locales").map(PathBuf::from);
    let lang = raw_option(args, "--lang").unwrap_or_else(|| "en".into());
    Locale::load(&lang, dir.as_deref())
        .or_else(|_| Locale::load("en", dir.as_deref()))
        .or_else(|_| Locale::load("en", None))
        .ok()
}

/// A context value as text (a list joined with the language's `list-sep`).
fn text(e: &Error, k: ContextKind, loc: &Locale) -> Option<String> {
    Some(match e.get(k)? {
        ContextValue::String(s) => s.clone(),
        ContextValue::Strings(v) => loc.join(v.clone()),
        ContextValue::StyledStr(s) => s.to_string(),
        ContextValue::StyledStrs(v) => loc.join(v.iter().map(|s| s.to_string()).collect()),
        ContextValue::Number(n) => n.to_string(),
        _ => return None,
    })
}

/// Why a value is refused, in the language: a whole number expected, or the message a
/// parser of ours names (`cli-at-least-one`); else its own (English) words.
fn why(source: &(dyn std::error::Error + 'static), loc: &Locale) -> String {
    let s = source.to_string();
    if source.downcast_ref::<std::num::ParseIntError>().is_some() || s == "cli-whole-number" {
        loc.msg("cli-whole-number", &[])
    } else if s == "cli-at-least-one" {
        loc.msg(&s, &[])
    } else {
        s
    }
}

/// The first of a list (the closest suggestion), or a single value.
fn first(e: &Error, k: ContextKind) -> Option<String> {
    match e.get(k)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => v.first().cloned(),
        _ => None,
    }
}

/// The message of an error of a common kind, in the language; `None` for another kind.
fn message(e: &Error, loc: &Locale) -> Option<String> {
    let get = |k| text(e, k, loc);
    let none = || "none".to_string();
    let arg = get(ContextKind::InvalidArg).unwrap_or_default();
    let (id, args): (&str, Vec<(&str, String)>) = match e.kind() {
        ErrorKind::UnknownArgument => {
            let near = first(e, ContextKind::SuggestedArg).unwrap_or_else(none);
            (
                "cli-unknown-argument",
                vec![("arg", arg), ("suggestion", near)],
            )
        }
        ErrorKind::InvalidSubcommand => {
            let cmd = get(ContextKind::InvalidSubcommand).unwrap_or_default();
            let near = first(e, ContextKind::SuggestedSubcommand).unwrap_or_else(none);
            (
                "cli-unknown-command",
                vec![("command", cmd), ("suggestion", near)],
            )
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = get(ContextKind::InvalidValue).unwrap_or_default();
            if value.is_empty() {
                ("cli-missing-value", vec![("arg", arg)])
            } else {
                let valid = get(ContextKind::ValidValue).unwrap_or_else(none);
                let detail = std::error::Error::source(e).map_or_else(none, |s| why(s, loc));
                let v = vec![
                    ("arg", arg),
                    ("value", value),
                    ("valid", valid),
                    ("detail", detail),
                ];
                ("cli-invalid-value", v)
            }
        }
        ErrorKind::MissingRequiredArgument => ("cli-missing-argument", vec![("args", arg)]),
        ErrorKind::ArgumentConflict => {
            let other = get(ContextKind::PriorArg).unwrap_or_default();
            ("cli-conflict", vec![("arg", arg), ("other", other)])
        }
        _ => return None,
    };
    let args: Vec<(&str, FluentValue)> = args.into_iter().map(|(k, v)| (k, v.into())).collect();
    Some(loc.msg(id, &args))
}

/// Print a command-line error in the language asked for, and the exit code.
pub fn exit(e: Error) -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let shown = matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
        || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand;
    let Some((loc, msg)) = (!shown)
        .then(|| language(&args))
        .flatten()
        .and_then(|loc| message(&e, &loc).map(|m| (loc, m)))
    else {
        e.exit()
    };
    let rendered = e.render().to_string();
    let usage = (rendered.lines()).find_map(|l| l.strip_prefix("Usage: ").map(str::to_string));
    eprintln!("{}", loc.msg("cli-error", &[("error", msg.into())]));
    if let Some(u) = usage {
        eprintln!("\n{}", loc.msg("cli-usage", &[("usage", u.into())]));
    }
    eprintln!("\n{}", loc.msg("cli-help-hint", &[]));
    ExitCode::from(USAGE)
}
