#!/usr/bin/env python3
"""Writes the same hex map twice: as a Cartouche battle folder (text format) and as a Tiled .tmx with a hex
tileset, for timing `cartouche render` against Tiled's `tmxrasterizer`.

Both maps are COLS x ROWS pointy-topped hexes with odd rows shifted right, painted with the same pseudo-random
patches of five terrains (a fixed seed, so every run draws the same map). Tiled has no hexside features, so neither
map has any: the comparison is terrain fill against terrain fill.
"""
import os
import random
import struct
import sys
import zlib

TERRAINS = [  # code, colour
    ("clear", (230, 226, 184)),
    ("woods", (94, 140, 72)),
    ("village", (180, 90, 70)),
    ("hill", (200, 170, 120)),
    ("marsh", (130, 160, 150)),
]


def terrain_grid(cols, rows, seed=1794):
    rng = random.Random(seed)
    grid = [[0] * cols for _ in range(rows)]
    # Patches: random centres with random radii, so the map looks like terrain rather than noise.
    for _ in range(cols * rows // 400):
        t = rng.randrange(1, len(TERRAINS))
        cx, cy, rad = rng.randrange(cols), rng.randrange(rows), rng.randrange(2, 9)
        for y in range(max(0, cy - rad), min(rows, cy + rad + 1)):
            for x in range(max(0, cx - rad), min(cols, cx + rad + 1)):
                if (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad:
                    grid[y][x] = t
    return grid


def write_battle(folder, grid, cols, rows):
    os.makedirs(folder, exist_ok=True)
    digits = len(str(max(cols, rows)))
    with open(os.path.join(folder, "battle.txt"), "w") as f:
        f.write("[format]\nversion = 1\n\n[info]\n"
                'map_provenance = "synthetic: random terrain patches for benchmarks"\n'
                'title = "Benchmark map (synthetic)"\n\n'
                "[grid]\norientation = pointy\nshifted = odd\n"
                f"columns = {cols}\nrows = {rows}\nhex_size_metres = 100\n"
                f"first_column = 1\nfirst_row = 1\ncolumn_digits = {digits}\nrow_digits = {digits}\n"
                'leading_zeros = yes\ncolumn_letters = no\nseparator = ""\n')
    with open(os.path.join(folder, "terrain.txt"), "w") as f:
        for code, (r, g, b) in TERRAINS:
            f.write(f'[terrain {code}]\nname = "{code.title()}"\nkind = hex\nhexside_class = edge\ndraw = fill\n'
                    f'colour = #{r:02x}{g:02x}{b:02x}\npattern = ""\nblocks_los = no\nlos_height = 0\n'
                    'general_order = no\nwater = no\nneeds_water = no\ndirectional = no\nnotes = ""\n\n')
    symbols = ".wvhm"
    with open(os.path.join(folder, "map.txt"), "w") as f:
        for i, (code, _) in enumerate(TERRAINS):
            f.write(f"legend {symbols[i]} = {code}\n")
        f.write("\n")
        for y, row in enumerate(grid):
            f.write((" " if y % 2 else "") + " ".join(symbols[t] for t in row) + "\n")
    for name in ("hexsides.txt", "scenarios.txt"):
        open(os.path.join(folder, name), "w").close()


def png(width, height, rgba_rows):
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + bytes(row) for row in rgba_rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def write_tmx(folder, grid, cols, rows, tile_w=28, tile_h=32, side=16):
    os.makedirs(folder, exist_ok=True)
    # One tileset image holding the five terrain tiles side by side.
    strip_rows = []
    for y in range(tile_h):
        row = []
        for _, c in TERRAINS:
            for x in range(tile_w):
                px, py = (x + 0.5) - tile_w / 2, (y + 0.5) - tile_h / 2
                inside = abs(py) <= tile_h / 2 - abs(px) * (tile_h / 4) / (tile_w / 2)
                row.extend(c + (255,) if inside else (0, 0, 0, 0))
        strip_rows.append(row)
    with open(os.path.join(folder, "terrain.png"), "wb") as f:
        f.write(png(tile_w * len(TERRAINS), tile_h, strip_rows))
    import base64
    data = zlib.compress(b"".join(struct.pack("<I", t + 1) for row in grid for t in row))
    with open(os.path.join(folder, "map.tmx"), "w") as f:
        f.write(f'<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" '
                f'width="{cols}" height="{rows}" tilewidth="{tile_w}" tileheight="{tile_h}" '
                f'hexsidelength="{side}" staggeraxis="y" staggerindex="odd" infinite="0" '
                f'nextlayerid="2" nextobjectid="1">\n'
                f' <tileset firstgid="1" name="terrain" tilewidth="{tile_w}" tileheight="{tile_h}" '
                f'tilecount="{len(TERRAINS)}" columns="{len(TERRAINS)}">\n'
                f'  <image source="terrain.png" width="{tile_w * len(TERRAINS)}" height="{tile_h}"/>\n'
                f' </tileset>\n'
                f' <layer id="1" name="terrain" width="{cols}" height="{rows}">\n'
                f'  <data encoding="base64" compression="zlib">{base64.b64encode(data).decode()}</data>\n'
                f' </layer>\n</map>\n')


def main():
    out, cols, rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    grid = terrain_grid(cols, rows)
    write_battle(os.path.join(out, "battle"), grid, cols, rows)
    write_tmx(os.path.join(out, "tiled"), grid, cols, rows)


if __name__ == "__main__":
    main()
