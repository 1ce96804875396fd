//! Runs every scenario under data/scenarios through the harness: the rules tests
//! written as games.

mod common;

#[test]
fn every_bundled_scenario_passes() {
    let root = common::repo();
    let reports = cardsmith::scenario::run_path(&root, &root.join("data/scenarios"));
    assert!(!reports.is_empty(), "no scenarios found");
    let failed: Vec<String> = reports
        .iter()
        .filter(|r| !r.passed())
        .map(|r| {
            format!(
                "{} ({}):\n  {}",
                r.name,
                r.file.display(),
                r.failures.join("\n  ")
            )
        })
        .collect();
    assert!(
        failed.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failed.len(),
        reports.len(),
        failed.join("\n")
    );
}
