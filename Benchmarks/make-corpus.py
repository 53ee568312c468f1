#!/usr/bin/env python3
"""Writes a synthetic, deterministic corpus of reduxgen specs for the benchmark.

    python3 Benchmarks/make-corpus.py COUNT FOLDER

Each spec, FeatureNNNNN.yaml, is about the size of a real screen: 10 state fields,
8 actions and 3 requests, using only standard-library types (Int, String, [String],
Bool?, [String: Int], Set<Int>, ...), so the generated code compiles with nothing but
ReduxRuntime. Every twentieth spec is an app spec instead, composing the five feature specs
before it (as real apps compose their screens). Spec N is the same in every corpus, so
the same COUNT always gives byte-identical files; files that are already up to date are not rewritten (so a corpus can
be reused between runs).
"""

import argparse
import os
import random
import sys

# (type, default expression or None). A None default with a non-optional, non-collection
# type becomes a parameter of the state's init, as in real specs.
FIELD_TYPES = [
    ("Int", None),
    ("Int", "0"),
    ("String", '""'),
    ("String", None),
    ("Bool", "false"),
    ("Bool?", None),
    ("Double", "0.0"),
    ("Int?", None),
    ("String?", None),
    ("[String]", None),
    ("[Int]", None),
    ("[String: Int]", None),
    ("[Int: [String]]", None),
    ("Set<Int>", None),
    ("Set<String>", None),
    ("[Bool]", None),
    ("UInt64", "0"),
    ("[String]?", None),
]

PAYLOAD_TYPES = ["Int", "String", "Bool", "[String]", "Int?", "Set<Int>", "[String: Int]", "Double", "UInt"]

NOUNS = [
    "item", "title", "query", "page", "user", "message", "draft", "filter", "tag", "count",
    "score", "rating", "order", "cart", "price", "photo", "comment", "post", "topic", "note",
    "label", "badge", "token", "session", "region", "locale", "limit", "offset", "cursor", "flag",
]
VERBS = [
    "select", "toggle", "update", "clear", "reset", "delete", "insert", "move", "rename", "archive",
    "mark", "pin", "hide", "show", "expand", "collapse", "sort", "refresh", "share", "undo",
]
REQUEST_VERBS = ["load", "fetch", "save", "sync", "send", "upload", "search", "submit"]


def camel(*words):
    return words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])


def yaml_type(t):
    """A type as a YAML scalar: quoted when YAML would read it as something else."""
    return f'"{t}"' if t[0] in "[{" or ":" in t else t


def spec_text(index, rng):
    name = f"Feature{index:05d}"
    lines = [f"# {name}: a synthetic spec of the reduxgen benchmark (deterministic).",
             f"feature: {name}"]
    if rng.random() < 0.2:
        lines.append("access: public")
    lines.append("")

    lines.append("state:")
    fields = []  # (name, type)
    used = set()
    for _ in range(10):
        while True:
            field = camel(rng.choice(NOUNS), rng.choice(NOUNS) + "s" if rng.random() < 0.3 else rng.choice(NOUNS))
            if field not in used:
                break
        used.add(field)
        ftype, default = rng.choice(FIELD_TYPES)
        fields.append((field, ftype))
        if default is not None:
            lines.append(f"  {field}: {{ type: {yaml_type(ftype)}, default: '{default}' }}")
        else:
            lines.append(f"  {field}: {yaml_type(ftype)}")
    lines.append("")

    lines.append("actions:")
    actions = set()
    for _ in range(8):
        while True:
            action = camel(rng.choice(VERBS), rng.choice(NOUNS))
            if action not in actions:
                break
        actions.add(action)
        shape = rng.random()
        if shape < 0.25:
            lines.append(f"  {action}:")
        elif shape < 0.6:
            lines.append(f"  {action}: {yaml_type(rng.choice(PAYLOAD_TYPES))}")
        else:
            labels = rng.sample(NOUNS, rng.randint(1, 3))
            payload = ", ".join(f"{label}: {yaml_type(rng.choice(PAYLOAD_TYPES))}" for label in labels)
            lines.append(f"  {action}: {{ {payload} }}")
    lines.append("")

    lines.append("requests:")
    requests = set()
    for _ in range(3):
        while True:
            request = camel(rng.choice(REQUEST_VERBS), rng.choice(NOUNS) + "s")
            if request not in requests:
                break
        requests.add(request)
        lines.append(f"  {request}:")
        labels = rng.sample(NOUNS, rng.randint(1, 2))
        params = ", ".join(f"{label}: {yaml_type(rng.choice(PAYLOAD_TYPES))}" for label in labels)
        lines.append(f"    params: {{ {params} }}")
        target_name, target_type = rng.choice(fields)
        lines.append(f"    success: {yaml_type(target_type)}")
        if rng.random() < 0.7:
            lines.append(f"    into: {target_name}")
        if rng.random() < 0.3:
            lines.append("    policy: first")
    return "\n".join(lines) + "\n"


APP_EVERY = 20
"""Every APP_EVERY-th spec is an app spec."""


def app_spec_text(index):
    """The app spec FeatureNNNNN.yaml: the five features before it on one store."""
    lines = [f"app: Feature{index:05d}", "features:"]
    for offset in range(5, 0, -1):
        lines.append(f"  part{6 - offset}: Feature{index - offset:05d}")
    return "\n".join(lines) + "\n"


def write_if_changed(path, text):
    data = text.encode()
    try:
        with open(path, "rb") as handle:
            if handle.read() == data:
                return False
    except FileNotFoundError:
        pass
    with open(path, "wb") as handle:
        handle.write(data)
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, help="how many specs")
    parser.add_argument("folder", help="where to write them (created if missing)")
    args = parser.parse_args()

    os.makedirs(args.folder, exist_ok=True)
    wanted = set()
    written = 0
    for index in range(1, args.count + 1):
        # One generator per spec, started from its number, so spec N is the same in every
        # corpus size.
        rng = random.Random(index)
        name = f"Feature{index:05d}.yaml"
        wanted.add(name)
        text = app_spec_text(index) if index % APP_EVERY == 0 else spec_text(index, rng)
        written += write_if_changed(os.path.join(args.folder, name), text)
    removed = 0
    for name in os.listdir(args.folder):
        if name.endswith(".yaml") and name not in wanted:
            os.remove(os.path.join(args.folder, name))
            removed += 1
    print(f"{args.folder}: {args.count} specs ({written} written, {removed} removed)", file=sys.stderr)


if __name__ == "__main__":
    main()
