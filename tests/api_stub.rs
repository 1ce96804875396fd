//! The editor stub (src/script/cardsmith.d.luau) must not drift from the real API: every
//! name it declares on Ctx, Object and Player exists on the real values.

mod common;

use common::*;

#[test]
fn every_stub_name_exists_on_the_real_api() {
    let stub = cardsmith::script::API_STUB;
    let mut checks = String::new();
    for (ty, expr) in [
        ("Ctx", "ctx"),
        ("Object", "ctx.this"),
        ("Player", "ctx.controller"),
    ] {
        let names = declared(stub, ty);
        assert!(names.len() >= 3, "{ty}: parsed {names:?}");
        for n in names {
            checks.push_str(&format!(
                "do local ok, v = pcall(function() return {expr}.{n} end) if not ok or v == nil then return false, '{ty}.{n} is missing' end end\n"
            ));
        }
    }
    let script =
        format!("return {{ legal = function(ctx)\n{checks}return false, 'all present' end }}");
    let root = TempRoot::new();
    root.set(&[(
        "probe",
        r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
        &script,
    )]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player("a", &[], &[("hand", &["probe@p"])]),
            player("b", &[], &[]),
        ],
    );
    let a = activate(&e, 1, "p");
    let msg = e.submit(a).unwrap_err().to_string();
    assert!(msg.contains("all present"), "{msg}");
}

#[test]
fn stub_declares_every_hook() {
    for hook in cardsmith::script::HOOKS {
        assert!(
            cardsmith::script::API_STUB.contains(&format!("\t{hook}:")),
            "hook {hook} is not in the stub's Card type"
        );
    }
}

/// Names registered in `src/script/api/` for one userdata type, read from its `impl
/// UserData for <ty>` block: every method (`method("..")`, registered through
/// `api::meter`) and field getter.
fn registered(ty: &str) -> Vec<String> {
    let mut files: Vec<_> = std::fs::read_dir(common::repo().join("src/script/api"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let src: String = files
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    let start = src
        .find(&format!("impl UserData for {ty} {{"))
        .unwrap_or_else(|| panic!("no impl for {ty}"));
    let body = &src[start..];
    let end = body[1..].find("\nimpl ").map_or(body.len(), |i| i + 1);
    let mut out = Vec::new();
    for marker in [".method(\"", "add_field_method_get(\"", "getter(fields, \""] {
        for part in body[..end].split(marker).skip(1) {
            out.push(part.split('"').next().unwrap_or_default().to_string());
        }
    }
    out
}

#[test]
fn every_registered_name_is_in_the_stub() {
    let stub = cardsmith::script::API_STUB;
    for (rust, luau) in [("Ctx", "Ctx"), ("Obj", "Object"), ("PlayerRef", "Player")] {
        let names = registered(rust);
        assert!(names.len() >= 3, "{rust}: found {names:?}");
        let declared = declared(stub, luau);
        for n in names {
            assert!(
                declared.contains(&n),
                "{rust}.{n} is registered but missing from the {luau} type in the stub"
            );
        }
    }
}

#[test]
fn the_api_reference_in_docs_is_the_stub() {
    let doc = std::fs::read_to_string(common::repo().join("docs/api.md")).unwrap();
    assert!(
        doc.contains(cardsmith::script::API_STUB),
        "docs/api.md must embed src/script/cardsmith.d.luau verbatim: run `cargo run -- api > docs/api.md`"
    );
}

#[test]
fn every_change_function_is_in_the_stub() {
    let declared = declared(cardsmith::script::API_STUB, "Ctx");
    for n in cardsmith::script::CHANGE_FUNCTIONS {
        assert!(
            declared.contains(&n.to_string()),
            "ctx.{n} is missing from the stub"
        );
    }
}

/// The quoted names of a `export type <ty> =` union in the stub.
fn union(stub: &str, ty: &str) -> Vec<String> {
    let start = stub
        .find(&format!("export type {ty} ="))
        .unwrap_or_else(|| panic!("no type {ty}"));
    let body = &stub[start..];
    let end = body.find("\n\n").unwrap_or(body.len());
    body[..end]
        .split('"')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

#[test]
fn the_stub_lists_every_change_kind_and_every_event() {
    let stub = cardsmith::script::API_STUB;
    let kinds = union(stub, "ChangeKind");
    for c in cardsmith::script::CHANGES {
        assert!(
            kinds.iter().any(|k| k == c),
            "change kind {c} missing: {kinds:?}"
        );
    }
    // Every event name the engine gives (`Event::name`), read from its source.
    let src = std::fs::read_to_string(common::repo().join("src/core/events.rs")).unwrap();
    let body = &src[src.find("pub fn name(&self)").unwrap()..];
    let engine_names: Vec<&str> = body
        .lines()
        .take_while(|l| !l.starts_with("    }"))
        .filter_map(|l| {
            l.split_once("=> \"")
                .map(|(_, r)| r.trim_end_matches("\","))
        })
        .collect();
    assert!(engine_names.len() > 30, "{engine_names:?}");
    let events = union(stub, "EventKind");
    for e in &engine_names {
        assert!(
            events.iter().any(|k| k == e),
            "event {e} missing: {events:?}"
        );
    }
    assert_eq!(events.len(), engine_names.len(), "{events:?}");
}

#[test]
fn the_editor_settings_sample_points_at_the_stub() {
    let text =
        std::fs::read_to_string(common::repo().join("editor/.vscode/settings.json")).unwrap();
    // The sample is JSON with comments, as VS Code reads it.
    let json: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let v: serde_json::Value = serde_json::from_str(&json).expect("the sample parses");
    let files = v["luau-lsp.types.definitionFiles"].as_array().unwrap();
    for f in files {
        let path = common::repo().join(f.as_str().unwrap());
        assert!(path.is_file(), "{}", path.display());
    }
    let luaurc = std::fs::read_to_string(common::repo().join("editor/.luaurc")).unwrap();
    serde_json::from_str::<serde_json::Value>(&luaurc).expect(".luaurc is JSON");
}
