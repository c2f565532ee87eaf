#!/usr/bin/env python3
"""Developer helper for the Qt Linguist files in translations/.

  tsfill.py check   FILE.ts            list sources still marked unfinished (exit 1 if any)
  tsfill.py harvest FILE.ts OUT.json   write every finished translation as {source: text}
  tsfill.py fill    FILE.ts DICT.json  fill unfinished entries whose source is in DICT

DICT maps a source string to its translation; for a numerus (%n) message the value is a
list of forms. Run `cmake --build build --target update_translations` first so that the
.ts file lists every tr() string of the sources.
"""
import json
import sys
import xml.etree.ElementTree as ET


def load(path):
    tree = ET.parse(path)
    return tree, tree.getroot().iter("message")


def forms(translation):
    found = translation.findall("numerusform")
    return [f.text or "" for f in found] if found else None


def check(path):
    _, messages = load(path)
    missing = [m.findtext("source") for m in messages
               if m.find("translation").get("type") == "unfinished"]
    for source in missing:
        print(source)
    print(f"{len(missing)} unfinished in {path}", file=sys.stderr)
    return 1 if missing else 0


def harvest(path, out):
    _, messages = load(path)
    table = {}
    for m in messages:
        t = m.find("translation")
        if t.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        numerus = forms(t)
        table[m.findtext("source")] = numerus if numerus is not None else (t.text or "")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(table, f, ensure_ascii=False, indent=1, sort_keys=True)
    print(f"{len(table)} translations written to {out}", file=sys.stderr)
    return 0


def fill(path, dict_path):
    with open(dict_path, encoding="utf-8") as f:
        table = json.load(f)
    tree, messages = load(path)
    filled = 0
    for m in messages:
        t = m.find("translation")
        source = m.findtext("source")
        if t.get("type") != "unfinished" or source not in table:
            continue
        value = table[source]
        if m.get("numerus") == "yes":
            values = value if isinstance(value, list) else [value]
            for child in list(t):
                t.remove(child)
            t.text = "\n            "
            for v in values:
                child = ET.SubElement(t, "numerusform")
                child.text = v
                child.tail = "\n            "
        else:
            t.text = value
        del t.attrib["type"]
        filled += 1
    with open(path, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")
    print(f"{filled} entries filled in {path}", file=sys.stderr)
    return 0


def main(argv):
    if len(argv) == 3 and argv[1] == "check":
        return check(argv[2])
    if len(argv) == 4 and argv[1] == "harvest":
        return harvest(argv[2], argv[3])
    if len(argv) == 4 and argv[1] == "fill":
        return fill(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
