//! The editor stub (src/script/cardsmith.d.luau) must not drift from the real API: every
//! name it declares on Ctx, Object and Player exists on the real values.

mod common;

use common::*;

/// Names declared in the body of `export type <ty> = { ... }`.
fn declared(stub: &str, ty: &str) -> Vec<String> {
    let start = stub
        .find(&format!("export type {ty} = {{"))
        .unwrap_or_else(|| panic!("no type {ty}"));
    let body = &stub[start..];
    let end = body.find("\n}").unwrap();
    body[..end]
        .lines()
        .skip(1)
        // Members sit one tab in; deeper lines belong to a member's own type.
        .filter(|l| l.starts_with('\t') && !l.starts_with("\t\t"))
        .filter_map(|l| {
            let l = l.trim();
            if l.starts_with("--") {
                return None;
            }
            l.split_once(':').map(|(n, _)| n.trim().to_string())
        })
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .collect()
}

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
