//! `cardsmith sim --plot out.svg`: the summary drawn with plotters — each deck's and
//! seat's win rate with its 95% interval, and the distribution of game lengths. Needs
//! the `cli` feature.

use super::report::{Rate, Summary};
use plotters::prelude::*;
use std::path::Path;

/// Draws `summary` into an SVG file at `path`.
pub fn plot(summary: &Summary, title: &str, path: &Path) -> Result<(), String> {
    let root = SVGBackend::new(path, (1000, 420)).into_drawing_area();
    let err = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let root = root
        .titled(title, ("sans-serif", 20))
        .map_err(|e| err(&e))?;
    let (left, right) = root.split_horizontally(560);
    let mut rates: Vec<(String, Rate)> =
        summary.decks.iter().map(|(d, r)| (d.clone(), *r)).collect();
    rates.extend(
        summary
            .agents
            .iter()
            .map(|(a, r)| (format!("agent {a}"), *r)),
    );
    rates.extend(
        summary
            .seats
            .iter()
            .enumerate()
            .map(|(i, r)| (format!("seat {}", i + 1), *r)),
    );
    win_rates(&left, &rates).map_err(|e| err(&e))?;
    lengths(&right, summary).map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;
type PlotResult<'a> =
    Result<(), DrawingAreaErrorKind<<SVGBackend<'a> as DrawingBackend>::ErrorType>>;

fn win_rates<'a>(area: &Area<'a>, rates: &[(String, Rate)]) -> PlotResult<'a> {
    let n = rates.len().max(1) as i32;
    let mut chart = ChartBuilder::on(area)
        .caption("win rate (95% Wilson interval)", ("sans-serif", 16))
        .margin(10)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d((0i32..n - 1).into_segmented(), 0f64..100f64)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(rates.len().max(1))
        .x_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) => rates
                .get(*i as usize)
                .map(|(name, _)| name.clone())
                .unwrap_or_default(),
            _ => String::new(),
        })
        .y_desc("% of decided games won")
        .draw()?;
    chart.draw_series(rates.iter().enumerate().map(|(i, (_, r))| {
        let i = i as i32;
        let mut bar = Rectangle::new(
            [
                (SegmentValue::Exact(i), 0.0),
                (SegmentValue::Exact(i + 1), 100.0 * r.rate),
            ],
            BLUE.mix(0.5).filled(),
        );
        bar.set_margin(0, 0, 12, 12);
        bar
    }))?;
    chart.draw_series(rates.iter().enumerate().map(|(i, (_, r))| {
        ErrorBar::new_vertical(
            SegmentValue::CenterOf(i as i32),
            100.0 * r.low,
            100.0 * r.rate,
            100.0 * r.high,
            BLACK.filled(),
            10,
        )
    }))?;
    chart.draw_series(LineSeries::new(
        [
            (SegmentValue::Exact(0), 50.0),
            (SegmentValue::Exact(n), 50.0),
        ],
        RED.mix(0.6),
    ))?;
    Ok(())
}

fn lengths<'a>(area: &Area<'a>, s: &Summary) -> PlotResult<'a> {
    let bucket = s.turn_bucket.max(1);
    let top = s.turn_histogram.iter().copied().max().unwrap_or(0).max(1);
    let width = (s.turn_histogram.len() as u32 * bucket).max(1);
    let mut chart = ChartBuilder::on(area)
        .caption("game length (turns, decided games)", ("sans-serif", 16))
        .margin(10)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(0u32..width, 0u64..top + top / 10 + 1)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_desc("turns")
        .y_desc("games")
        .draw()?;
    chart.draw_series(s.turn_histogram.iter().enumerate().map(|(i, &n)| {
        let x = i as u32 * bucket;
        let mut bar = Rectangle::new([(x, 0), (x + bucket, n)], GREEN.mix(0.6).filled());
        bar.set_margin(0, 0, 1, 1);
        bar
    }))?;
    Ok(())
}
