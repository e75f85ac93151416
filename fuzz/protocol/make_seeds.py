#!/usr/bin/env python3
"""Writes seed corpora for the protocol fuzzers from tests/protocol/packet_vectors.h (the byte
vectors minecraft-protocol produced), so libFuzzer starts from real packets.

    python3 fuzz/protocol/make_seeds.py <corpus-root>
creates <corpus-root>/{packet_decoder,nbt,item_stack,framing,decompress}/."""
import os
import re
import sys
import zlib

root = sys.argv[1] if len(sys.argv) > 1 else "fuzz-corpus"
here = os.path.dirname(os.path.abspath(__file__))
header = open(os.path.join(here, "..", "..", "tests", "protocol", "packet_vectors.h")).read()
vectors = dict(re.findall(r'std::string_view (\w+) = "([0-9a-f]+)";', header))
# First byte of a packet_decoder input: state (0 handshaking .. 4 play) + 5 * direction (1 = toServer).
prefix = {"window_click": 9, "login_start": 7}


def write(kind, name, data):
    os.makedirs(os.path.join(root, kind), exist_ok=True)
    with open(os.path.join(root, kind, name), "wb") as f:
        f.write(data)


def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


for name, hexdata in vectors.items():
    data = bytes.fromhex(hexdata)
    write("packet_decoder", name, bytes([prefix.get(name, 4)]) + data)
    write("framing", name, b"\x03" + varint(len(data)) + data)
    write("decompress", name, varint(len(data)) + zlib.compress(data))
write("nbt", "system_chat", bytes.fromhex(vectors["system_chat"])[1:-1])
# A Slot: window_items = id, windowId u8, stateId varint, count varint, then Slots.
write("item_stack", "sword", bytes.fromhex(vectors["window_items"])[5:])
print("seeds written to", root)
