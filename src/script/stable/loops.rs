//! Generalized iteration (`for k, v in t do`) walks a table in Luau's own order, which for
//! keys that are tables, functions or handles is their address. The VM gives no hook on
//! it for a table without a metatable, so it is refused when a script is compiled: the
//! iterator of a generic `for` must be a call (`pairs(t)`, `ipairs(t)`, `ctx:objects{}`)
//! or `next`.

/// A token of Luau source, enough to find generic `for` loops: names and keywords,
/// brackets and commas; strings and numbers are kept as `"` and `0`.
struct Tok<'a> {
    text: &'a str,
    line: u32,
}

fn tokens(src: &str) -> Vec<Tok<'_>> {
    let b = src.as_bytes();
    let (mut i, mut line, mut out) = (0, 1u32, Vec::new());
    // The length of a long bracket opener `[==[` at `at`, if there is one.
    let long = |at: usize| -> Option<usize> {
        let eq = b[at + 1..].iter().take_while(|&&c| c == b'=').count();
        (b.get(at + 1 + eq) == Some(&b'[')).then_some(eq)
    };
    let skip_long = |from: usize, eq: usize, line: &mut u32| -> usize {
        let close = format!("]{}]", "=".repeat(eq));
        // An unclosed bracket at the very end: `from` may be past it.
        let from = from.min(b.len());
        let end = src[from..]
            .find(&close)
            .map_or(b.len(), |e| from + e + close.len());
        *line += src[from..end].matches('\n').count() as u32;
        end
    };
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                line += 1;
                i += 1;
            }
            b'-' if b.get(i + 1) == Some(&b'-') => {
                if b.get(i + 2) == Some(&b'[') {
                    if let Some(eq) = long(i + 2) {
                        i = skip_long(i + 4 + eq, eq, &mut line);
                        continue;
                    }
                }
                i = src[i..].find('\n').map_or(b.len(), |e| i + e);
            }
            b'[' if long(i).is_some() => {
                let eq = long(i).unwrap_or(0);
                let start = line;
                i = skip_long(i + 2 + eq, eq, &mut line);
                out.push(Tok {
                    text: "\"",
                    line: start,
                });
            }
            b'"' | b'\'' | b'`' => {
                let start = line;
                i += 1;
                while i < b.len() && b[i] != c {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    if b.get(i) == Some(&b'\n') {
                        line += 1;
                    }
                    i += 1;
                }
                i += 1;
                out.push(Tok {
                    text: "\"",
                    line: start,
                });
            }
            c if c.is_ascii_alphanumeric() || c == b'_' => {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let text = if c.is_ascii_digit() { "0" } else { &src[s..i] };
                out.push(Tok { text, line });
            }
            c if c.is_ascii_whitespace() => i += 1,
            _ => {
                // Any other character, whole: outside strings and comments a non-ASCII
                // one is a syntax error the compiler reports, but it must not split here.
                let len = src[i..].chars().next().map_or(1, char::len_utf8);
                out.push(Tok {
                    text: &src[i..i + len],
                    line,
                });
                i += len;
            }
        }
    }
    out
}

/// The line of the first generic `for` whose iterator is not a call or `next`.
pub(crate) fn generalized_iteration(src: &str) -> Option<u32> {
    let t = tokens(src);
    for (at, tok) in t.iter().enumerate() {
        if tok.text != "for" {
            continue;
        }
        // The name list, then `in` (a generic for) or `=` (a numeric one).
        let mut j = at + 1;
        while t.get(j).is_some_and(|x| x.text == "," || is_name(x.text)) && t[j].text != "in" {
            j += 1;
        }
        if t.get(j).map(|x| x.text) != Some("in") {
            continue;
        }
        // The first expression after `in`, up to a comma or `do` at depth 0.
        let (mut depth, mut k, start) = (0i32, j + 1, j + 1);
        while let Some(x) = t.get(k) {
            match x.text {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                "," | "do" if depth <= 0 => break,
                _ => {}
            }
            k += 1;
        }
        let first = &t[start..k.min(t.len())];
        if !(is_call(first) || (first.len() == 1 && first[0].text == "next")) {
            return Some(tok.line);
        }
    }
    None
}

fn is_name(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
}

/// Whether `e` ends with a call: `f(...)`, `f{...}`, `f"..."`, `o:m(...)`.
fn is_call(e: &[Tok]) -> bool {
    let Some(last) = e.last() else {
        return false;
    };
    let opener = match last.text {
        ")" => "(",
        "}" => "{",
        "\"" => return e.len() >= 2 && callee_end(e[e.len() - 2].text),
        _ => return false,
    };
    // The matching opener, and what stands before it.
    let mut depth = 0;
    for i in (0..e.len()).rev() {
        match e[i].text {
            ")" | "}" | "]" => depth += 1,
            "(" | "{" | "[" => {
                depth -= 1;
                if depth == 0 {
                    return e[i].text == opener && i > 0 && callee_end(e[i - 1].text);
                }
            }
            _ => {}
        }
    }
    false
}

fn callee_end(s: &str) -> bool {
    (is_name(s) && !matches!(s, "in" | "and" | "or" | "not" | "return" | "function"))
        || matches!(s, ")" | "]" | "\"")
}

#[cfg(test)]
mod tests {
    use super::generalized_iteration as g;

    #[test]
    fn finds_iteration_over_a_value() {
        for ok in [
            "for k, v in pairs(t) do end",
            "for _, o in ipairs(ctx:objects({ zone = 'field' })) do end",
            "for o in ctx:objects{ zone = 'x' } do end",
            "for k, v in next, t do end",
            "for w in string.gmatch(s, '%a+') do end",
            "for i = 1, 3 do end",
            "-- for k in t do\nlocal s = 'for k in t do'",
            "--[[ for k in t do ]] local x = [[for k in t do]]",
        ] {
            assert_eq!(g(ok), None, "{ok}");
        }
        for (bad, line) in [
            ("for k, v in t do end", 1),
            ("local a = 1\nfor k in t.list do end", 2),
            ("\n\nfor k in t, nil do end", 3),
            ("for k in (f) do end", 1),
            ("for k in {1, 2} do end", 1),
        ] {
            assert_eq!(g(bad), Some(line), "{bad}");
        }
    }

    /// Found by the scripts fuzzer: a non-ASCII character outside a string, or a long
    /// bracket opened at the very end, made the scanner slice inside a character or past
    /// the end.
    #[test]
    fn odd_text_is_scanned_without_panicking() {
        for src in [
            "local æ = 1",
            "x = 1 \u{fffd}",
            "--[==[",
            "--[[",
            "x = [==[",
            "'\\æ'",
        ] {
            assert_eq!(g(src), None, "{src}");
        }
        assert_eq!(g("æ\nfor k in t do end"), Some(2));
    }
}
