#!/usr/bin/env python3
"""Writes the fuzzer's seed corpus into OUTPUT_DIR (emptied first).

Seeds: every `.swift` file of Examples/, every ```swift block of Rules/*.md, and hand-made hostile
inputs (unterminated literals and comments, deep nesting, invalid UTF-8, CR/CRLF, a BOM …).
Usage: make-seeds.py REPO_ROOT OUTPUT_DIR
"""
import hashlib
import os
import re
import shutil
import sys

MAX_LEN = 65536


def main():
    root, out = sys.argv[1], sys.argv[2]
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    count = 0

    def write(name, data):
        nonlocal count
        if isinstance(data, str):
            data = data.encode("utf-8")
        data = data[:MAX_LEN]
        digest = hashlib.sha1(data).hexdigest()[:10]
        with open(os.path.join(out, f"{name}-{digest}"), "wb") as handle:
            handle.write(data)
        count += 1

    for folder, _, files in sorted(os.walk(os.path.join(root, "Examples"))):
        for file in sorted(files):
            if file.endswith(".swift"):
                with open(os.path.join(folder, file), "rb") as handle:
                    write("example-" + file[:-6], handle.read())

    fence = re.compile(r"^```swift[^\n]*\n(.*?)^```", re.S | re.M)
    rules = os.path.join(root, "Rules")
    for file in sorted(os.listdir(rules)):
        if not file.endswith(".md"):
            continue
        with open(os.path.join(rules, file), encoding="utf-8", errors="surrogateescape") as handle:
            text = handle.read()
        for index, block in enumerate(fence.findall(text)):
            write(f"rule-{file[:-3]}-{index}", block.encode("utf-8", "surrogateescape"))

    for name, data in hostile_inputs():
        write("hostile-" + name, data)
    print(f"{count} seeds in {out}")


def hostile_inputs():
    view = (
        "import SwiftUI\n\nstruct Row: View {\n    let items: [Item]\n    var body: some View {\n"
        "        List {\n            ForEach(items.indices, id: \\.self) { index in\n"
        "                Text(\"\\(items[index].date.formatted())\")\n"
        "                    .frame(width: UIScreen.main.bounds.width)\n"
        "                AnyView(GeometryReader { proxy in Text(\"\\(proxy.size.width)\") })\n"
        "            }\n        }\n    }\n}\n"
    )
    yield "empty", b""
    yield "unterminated-string", 'struct A: View { var body: some View { Text("abc'
    yield "unterminated-multiline", 'let s = """\nline\n\\(value\n'
    yield "unterminated-raw", 'let s = ##"raw \\##(x) "# still'
    yield "unterminated-raw-multiline", 'let s = #"""\n\\#(a) """\n'
    yield "unterminated-interpolation", 'Text("a \\(b.map { "\\(c' 
    yield "unterminated-comment", "/* outer /* inner */ still open\nstruct A: View {}"
    yield "unterminated-regex", "let r = #/abc\nlet s = /a(b/"
    yield "unterminated-backtick", "let `abc = 1\nvar body: some View { Text(`x) }"
    yield "deep-parens", "(" * 20000 + ")" * 20000
    yield "deep-brackets", "[" * 30000
    yield "deep-braces", "struct A: View { var body: some View { " + "VStack {" * 8000 + "}" * 8000 + " } }"
    yield "deep-closures", "let f = " + "{ x in " * 6000 + "x" + " }" * 6000
    yield "deep-interpolations", 'Text("' + '\\("' * 6000 + ")" * 6000 + '")'
    yield "deep-comments", "/*" * 20000 + "*/" * 20000
    yield "deep-unbalanced", "{(" * 10000 + "]" * 5000
    yield "invalid-utf8", b"struct \xff\xfe: View { var body: some View { Text(\"\xc3\x28\xa0\xa1\") } }\x80\xbf\xf0\x28\x8c\x28"
    yield "nul-bytes", b"struct A: View {\x00 var body: some View {\x00 ForEach(0..<n) { i in Text(\"\\(i)\x00\") } } }"
    yield "crlf", view.replace("\n", "\r\n")
    yield "cr", view.replace("\n", "\r")
    yield "mixed-newlines", "\r\n".join(view.split("\n")[:5]) + "\r" + "\n".join(view.split("\n")[5:])
    yield "bom", b"\xef\xbb\xbf" + view.encode()
    yield "bom-shebang", b"\xef\xbb\xbf#!/usr/bin/swift\n" + view.encode()
    yield "unicode", (
        "struct Ä🙂: View { let café = \"naïve\"; var body: some View { ForEach(items.indices, id: \\.self) { 𝑖 in "
        "Text(\"\\(𝑖 ∘ 2)\u2028\") } } }\nprefix operator ∑\n"
    )
    yield "directives", (
        "// hitchlint:disable-next-line format-in-body, nope -- reason\n"
        "// hitchlint:disabel all\n/* hitchlint:disable-file \"<&>\u2028\r */\n" + view
    )
    yield "long-line", "let x = [" + ", ".join(f'"{i}"' for i in range(6000)) + "]"
    yield "view", view


if __name__ == "__main__":
    main()
