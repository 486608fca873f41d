//! Charts as SVG text, drawn with plotters' SVG backend (its text is SVG `<text>`, so no
//! font is read): points and money by turn per seat (`simulate --chart`), and a ranking
//! as bars with their 95% intervals (`balance --chart`).

use super::trace::Curves;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// A chart that could not be drawn (a plotters error, as text).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot draw the chart: {0}")]
pub struct ChartError(String);

fn err<E: std::fmt::Display>(e: E) -> ChartError {
    ChartError(e.to_string())
}

/// The share of games that must reach a turn for it to be charted: later turns are
/// averages of a few long games.
pub const REACHED: f64 = 0.1;

/// Average points (above) and money (below) at the end of each turn, one line per seat
/// named by `names`, over the turns at least [`REACHED`] of the `games` games reached.
pub fn by_turn_svg(
    title: &str,
    names: &[String],
    curves: &Curves,
    games: u64,
) -> Result<String, ChartError> {
    let mut points = vec![];
    let mut money = vec![];
    for (name, c) in names.iter().zip(&curves.seats) {
        let turns = c.turns_reached(games, REACHED);
        points.push((name.clone(), (0..turns).map(|t| c.points_at(t)).collect()));
        money.push((name.clone(), (0..turns).map(|t| c.money_at(t)).collect()));
    }
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (800, 900)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let root = root.titled(title, ("sans-serif", 24)).map_err(err)?;
        let (top, bottom) = root.split_vertically(430);
        panel(&top, "points", &points)?;
        panel(&bottom, "money (coins of the Treasures)", &money)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// One panel: a line per series, by turn from 1.
fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    what: &str,
    series: &[(String, Vec<f64>)],
) -> Result<(), ChartError> {
    let turns = series.iter().map(|s| s.1.len()).max().unwrap_or(0).max(2);
    let top = (series.iter())
        .flat_map(|s| s.1.iter().copied())
        .fold(1.0f64, f64::max);
    let mut chart = ChartBuilder::on(area)
        .caption(
            format!("average {what} at the end of each turn"),
            ("sans-serif", 19),
        )
        .margin(14)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(1f64..turns as f64, 0f64..top * 1.08)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("turn")
        .y_desc(what)
        .light_line_style(BLACK.mix(0.04))
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 15))
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y:.0}"))
        .draw()
        .map_err(err)?;
    for (i, (name, v)) in series.iter().enumerate() {
        let style = Palette99::pick(i).stroke_width(2);
        let line = v.iter().enumerate().map(|(t, &y)| ((t + 1) as f64, y));
        chart
            .draw_series(LineSeries::new(line, style))
            .map_err(err)?
            .label(name.as_str())
            .legend(move |(x, y)| {
                PathElement::new(
                    vec![(x, y), (x + 20, y)],
                    Palette99::pick(i).stroke_width(2),
                )
            });
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK.mix(0.4))
        .draw()
        .map_err(err)
}

/// One bar of a ranking: a rate with its 95% interval, as fractions.
#[derive(Debug, Clone, PartialEq)]
pub struct Bar {
    /// What the bar is (a card's name).
    pub label: String,
    /// The rate.
    pub value: f64,
    /// The interval's low end.
    pub low: f64,
    /// The interval's high end.
    pub high: f64,
    /// Drawn in another colour (the card being judged).
    pub marked: bool,
}

/// A ranking as horizontal bars, the first at the top, in percent (written at the bar's
/// start) with each interval as a whisker, and a line at 50%.
pub fn bars_svg(title: &str, x_desc: &str, bars: &[Bar]) -> Result<String, ChartError> {
    let n = bars.len() as u32;
    let label_width = (bars.iter().map(|b| b.label.chars().count()).max()).unwrap_or(4) * 8 + 16;
    let height = 120 + 26 * n;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (820, height)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(14)
            .x_label_area_size(44)
            .y_label_area_size(label_width as u32)
            .build_cartesian_2d(0f64..100f64, (0u32..n.max(2) - 1).into_segmented())
            .map_err(err)?;
        // Bar i (0: the best) is drawn at the top: segment n - 1 - i.
        let row = move |i: usize| n - 1 - i as u32;
        let label_of = |v: &SegmentValue<u32>| match v {
            SegmentValue::CenterOf(s) if *s < n => bars[(n - 1 - s) as usize].label.clone(),
            _ => String::new(),
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(bars.len())
            .y_label_formatter(&label_of)
            .x_desc(x_desc)
            .light_line_style(BLACK.mix(0.04))
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 15))
            .x_label_formatter(&|x| format!("{x:.0}%"))
            .draw()
            .map_err(err)?;
        let rects = bars.iter().enumerate().map(|(i, b)| {
            let fill = if b.marked {
                RGBColor(214, 96, 77).filled()
            } else {
                RGBColor(120, 150, 200).filled()
            };
            let (lo, hi) = (SegmentValue::Exact(row(i)), SegmentValue::Exact(row(i) + 1));
            let mut r = Rectangle::new([(0.0, lo), (100.0 * b.value, hi)], fill);
            r.set_margin(3, 3, 0, 0);
            r
        });
        chart.draw_series(rects).map_err(err)?;
        let whiskers = bars.iter().enumerate().map(|(i, b)| {
            let y = SegmentValue::CenterOf(row(i));
            PathElement::new(
                vec![(100.0 * b.low, y.clone()), (100.0 * b.high, y)],
                BLACK.stroke_width(2),
            )
        });
        chart.draw_series(whiskers).map_err(err)?;
        let half = [
            (50.0, SegmentValue::Exact(0)),
            (50.0, SegmentValue::Exact(n)),
        ];
        let dashed = BLACK.mix(0.5).stroke_width(1);
        chart
            .draw_series(std::iter::once(PathElement::new(half.to_vec(), dashed)))
            .map_err(err)?;
        let style =
            TextStyle::from(("sans-serif", 14).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
        let texts = bars.iter().enumerate().map(|(i, b)| {
            let at = (1.0, SegmentValue::CenterOf(row(i)));
            Text::new(format!("{:.1}%", 100.0 * b.value), at, style.clone())
        });
        chart.draw_series(texts).map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}
