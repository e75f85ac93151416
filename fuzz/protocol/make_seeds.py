#!/usr/bin/env python3
"""Writes the seed corpora the fuzz tests start from (kept in the repository, fuzz/README.md):
the byte vectors minecraft-protocol produced (tests/protocol/packet_vectors.h), one seed for every
packet of every state and direction of 1.21.1's protocol.json (its id and zero bytes, so the
packet-decoder fuzzer starts inside each packet), and server-chosen dimensions for the chunk one.

    python3 fuzz/protocol/make_seeds.py            writes fuzz/protocol/corpus/ and fuzz/world/corpus/
    python3 fuzz/protocol/make_seeds.py <root>     writes <root>/<target>/ for every target"""
import json
import os
import re
import sys
import zlib

here = os.path.dirname(os.path.abspath(__file__))
root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "corpus")
world_root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "world", "corpus")
header = open(os.path.join(here, "..", "..", "tests", "protocol", "packet_vectors.h")).read()
vectors = dict(re.findall(r'std::string_view (\w+) = "([0-9a-f]+)";', header))
# First byte of a packet_decoder input: state (0 handshaking .. 4 play) + 5 * direction (1 = toServer).
prefix = {"window_click": 9, "login_start": 7}


def write(kind, name, data, under=None):
    folder = os.path.join(under or root, kind)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
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

# Every packet of the version: first byte = state + 5 * direction (the fuzzer's encoding).
protocol = json.load(open(os.path.join(here, "..", "..", "server", "node_modules", "minecraft-data",
                                       "minecraft-data", "data", "pc", "1.21.1", "protocol.json")))
states = ["handshaking", "status", "login", "configuration", "play"]
count = 0
for s, state in enumerate(states):
    for d, direction in enumerate(["toClient", "toServer"]):
        mapper = protocol[state][direction]["types"]["packet"][1][0]["type"][1]["mappings"]
        for hex_id, name in mapper.items():
            write("packet_decoder", "%s_%s_%s" % (state, direction, name),
                  bytes([s + 5 * d]) + varint(int(hex_id, 16)) + bytes(32))
            count += 1


# Chunk columns: i16 height, i16 min_y, then chunk data (fuzz/world/fuzz_chunk_section.cpp).
def i16(n):
    return (n & 0xFFFF).to_bytes(2, "big")


def air_column(sections):
    # Per section: non-air count, single-valued block container (air), single-valued biome container.
    return (b"\x00\x00" + b"\x00\x00\x00" + b"\x00\x01\x00") * sections


write("chunk_section", "overworld", i16(384) + i16(-64) + air_column(24), world_root)
write("chunk_section", "four_sections", i16(64) + i16(0) + air_column(4), world_root)
write("chunk_section", "tallest", i16(4064) + i16(-2032) + air_column(2), world_root)
write("chunk_section", "height_8", i16(8) + i16(0) + air_column(1), world_root)
write("chunk_section", "negative_height", i16(-16) + i16(0) + air_column(1), world_root)
write("chunk_section", "top_too_high", i16(64) + i16(2016) + air_column(4), world_root)
print("seeds written: %d packets of protocol.json, %d vectors" % (count, len(vectors)))
