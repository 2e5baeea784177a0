#!/usr/bin/env python3
"""Writes Tests/TestData/terminfo-keys.tsv: the bytes that real terminals send for their keys, read from
their terminfo entries, with the key TerminalKit's KeyDecoder must decode them to ("-" for none).

Needs `infocmp` and the entries of Debian's ncurses-term package (apt-get install ncurses-term).
Run from the repository root: python3 scripts/make-terminfo-keys.py
"""

import re
import subprocess
import sys

TERMINALS = ["xterm", "screen", "tmux", "rxvt-unicode", "linux"]

# Capabilities for keys the decoder claims. Shifted, control and alt forms (kUP5, kLFT3, ...) are the
# same key: the decoder ignores modifiers.
CLAIMED = {
    "kcuu1": "up", "kUP": "up", "kri": "up",
    "kcud1": "down", "kDN": "down", "kind": "down",
    "kcuf1": "right", "kRIT": "right",
    "kcub1": "left", "kLFT": "left",
    "khome": "home", "kHOM": "home",
    "kend": "end", "kEND": "end",
    "kpp": "pageup", "kPRV": "pageup",
    "knp": "pagedown", "kNXT": "pagedown",
    "kdch1": "delete", "kDC": "delete",
    "kcbt": "backtab", "kcbt2": "backtab",
    "kbs": "backspace",
    "kent": "enter",
    "kspd": "ctrl-z",
    # The same bytes as a claimed key of another terminal in the list, so the decoder, which does not
    # know the terminal, gives that key: rxvt's Find and Select are Home and End in screen and linux,
    # and rxvt's ctrl-End (kel) is End with the control modifier.
    "kfnd": "home", "kFND": "home",
    "kslt": "end",
    "kel": "end",
}

# Not keys: mouse reports need mouse mode, which the app never turns on.
SKIPPED = {"kmous", "kxIN", "kxOUT"}


def unescape(value):
    """Turns a terminfo string value into bytes."""
    out = bytearray()
    i = 0
    while i < len(value):
        c = value[i]
        if c == "\\":
            n = value[i + 1]
            if n in "Ee":
                out.append(0x1B)
                i += 2
            elif n.isdigit():
                octal = value[i + 1 : i + 4]
                out.append(int(octal, 8) or 0x80)
                i += 4
            else:
                out += {"n": b"\n", "l": b"\n", "r": b"\r", "t": b"\t", "b": b"\b", "f": b"\f",
                        "s": b" ", "^": b"^", "\\": b"\\", ",": b",", ":": b":", "0": b"\x80"}[n]
                i += 2
        elif c == "^":
            n = value[i + 1]
            out.append(0x7F if n == "?" else ord(n.upper()) & 0x1F)
            i += 2
        else:
            out += c.encode()
            i += 1
    return bytes(out)


def key_for(capability):
    if capability in CLAIMED:
        return CLAIMED[capability]
    base = re.sub(r"\d+$", "", capability)
    if base in CLAIMED and base != capability:
        return CLAIMED[base]
    return "-"


def main():
    rows = []
    for terminal in TERMINALS:
        text = subprocess.run(["infocmp", "-1", "-x", "-q", terminal], check=True, capture_output=True,
                              text=True).stdout
        for line in text.splitlines():
            match = re.match(r"^\t(k[A-Za-z0-9]+)=(.*),$", line)
            if not match or match.group(1) in SKIPPED:
                continue
            capability, value = match.groups()
            sequence = unescape(value)
            rows.append((terminal, capability, sequence.hex(" "), key_for(capability)))
    with open("Tests/TestData/terminfo-keys.tsv", "w") as out:
        out.write("# The keys of xterm, screen, tmux, rxvt-unicode and linux, from their terminfo entries\n")
        out.write("# (ncurses-term). Made by scripts/make-terminfo-keys.py; do not edit by hand.\n")
        out.write("# terminal\tcapability\tbytes (hex)\tkey (\"-\": none, the bytes are dropped whole)\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
    print(f"{len(rows)} keys", file=sys.stderr)


main()
