#!/usr/bin/env python3
"""Writes the artwork of Qiju's built-in themes: resources/themes/<id>/theme.svg.

Each theme is a folder with theme.json (name and colours, written by hand) and theme.svg, whose
elements Qiju looks up by id (see widgets/board/boardtheme.h):

    felt            surface of the cell boards (Othello, Ataxx), drawn under the grid
    wood            surface of the intersection boards (Go, Gomoku, NoGo), under the grid
    background-N    start-screen backgrounds (N = 1, 2, ...), one picked at random each time

Only SVG Tiny features that Qt SVG renders (shapes, paths, linear and radial gradients,
opacity). Deterministic: the grain and the scattered stones come from fixed seeds.

    python3 scripts/make-themes.py
"""

import math
import os
import random

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "themes")
BG_W, BG_H = 1600, 1000


def grain(rng, x0, y0, w, h, lines, dark, light, amp):
    out = []
    for i in range(lines):
        y = y0 + h * (i + 0.5) / lines
        pts = []
        for k in range(13):
            x = x0 + w * k / 12
            pts.append(f"{x:.1f},{y + math.sin(i * 1.7 + k * 0.9 + rng.random()) * amp:.1f}")
        colour, opacity = (dark if i % 3 == 0 else light)
        width = 2.4 if i % 2 == 0 else 1.3
        out.append(f'<polyline points="{" ".join(pts)}" fill="none" stroke="{colour}" '
                   f'stroke-opacity="{opacity}" stroke-width="{width}"/>')
    return "\n    ".join(out)


def stone(x, y, r, black, pal):
    grad = "gb" if black else "gw"
    return (f'<circle cx="{x + r * 0.08:.1f}" cy="{y + r * 0.12:.1f}" r="{r:.1f}" fill="#000" '
            f'fill-opacity="0.3"/><circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" '
            f'fill="url(#{grad})"/>')


def stones(rng, count, pal, x0, y0, w, h, rmin, rmax):
    out = []
    while len(out) < count:
        fx, fy = rng.uniform(0.05, 0.95), rng.uniform(0.05, 0.95)
        r = rng.uniform(rmin, rmax)
        if 0.2 < fx < 0.8 and fy < 0.3:
            continue  # keep the title band clear
        out.append(stone(x0 + fx * w, y0 + fy * h, r, rng.random() < 0.5, pal))
    return "\n    ".join(out)


def grid_lines(x0, y0, size, n, colour, opacity, width):
    step = size / (n - 1)
    out = []
    for i in range(n):
        out.append(f'<line x1="{x0 + i * step:.1f}" y1="{y0}" x2="{x0 + i * step:.1f}" '
                   f'y2="{y0 + size}" stroke="{colour}" stroke-opacity="{opacity}" '
                   f'stroke-width="{width}"/>')
        out.append(f'<line x1="{x0}" y1="{y0 + i * step:.1f}" x2="{x0 + size}" '
                   f'y2="{y0 + i * step:.1f}" stroke="{colour}" stroke-opacity="{opacity}" '
                   f'stroke-width="{width}"/>')
    return "\n    ".join(out)


def defs(pal):
    return f"""<defs>
    <linearGradient id="feltg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="{pal['felt1']}"/><stop offset="1" stop-color="{pal['felt2']}"/>
    </linearGradient>
    <radialGradient id="feltlight" cx="0.5" cy="0.45" r="0.7">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="{pal['feltShine']}"/>
      <stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="woodg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="{pal['wood1']}"/><stop offset="0.55" stop-color="{pal['wood2']}"/>
      <stop offset="1" stop-color="{pal['wood3']}"/>
    </linearGradient>
    <linearGradient id="bgg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="{pal['bg1']}"/><stop offset="1" stop-color="{pal['bg2']}"/>
    </linearGradient>
    <radialGradient id="bglight" cx="0.3" cy="0.25" r="0.9">
      <stop offset="0" stop-color="{pal['glow']}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="{pal['glow']}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="gb" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#6A6A72"/><stop offset="0.5" stop-color="#1A1A1E"/>
      <stop offset="1" stop-color="#000"/>
    </radialGradient>
    <radialGradient id="gw" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#FFFFFF"/><stop offset="0.6" stop-color="#EEEBE3"/>
      <stop offset="1" stop-color="#BDB8AC"/>
    </radialGradient>
  </defs>"""


def textured_theme(tid, pal, seed):
    rng = random.Random(seed)
    felt = f"""<g id="felt">
    <rect x="0" y="0" width="512" height="512" fill="url(#feltg)"/>
    {grain(rng, 0, 0, 512, 512, 90, (pal['felt2'], 0.25), ('#FFFFFF', 0.035), 1.2)}
    <rect x="0" y="0" width="512" height="512" fill="url(#feltlight)"/>
  </g>"""
    wood = f"""<g id="wood">
    <rect x="600" y="0" width="512" height="512" fill="url(#woodg)"/>
    {grain(rng, 600, 0, 512, 512, 46, (pal['grainDark'], 0.16), (pal['grainLight'], 0.10), 4)}
  </g>"""
    y = 600
    bgs = []
    # 1: a table with scattered stones.
    bgs.append(f"""<g id="background-1">
    <rect x="0" y="{y}" width="{BG_W}" height="{BG_H}" fill="url(#bgg)"/>
    {grain(rng, 0, y, BG_W, BG_H, 60, (pal['grainDark'], pal['bgGrain']), (pal['grainLight'], pal['bgGrain'] / 2), 7)}
    <rect x="0" y="{y}" width="{BG_W}" height="{BG_H}" fill="url(#bglight)"/>
    {stones(rng, 14, pal, 0, y, BG_W, BG_H, 22, 40)}
  </g>""")
    y += BG_H + 100
    # 2: the corner of a large board seen from above.
    bgs.append(f"""<g id="background-2">
    <rect x="0" y="{y}" width="{BG_W}" height="{BG_H}" fill="url(#bgg)"/>
    <rect x="380" y="{y + 80}" width="1400" height="1400" fill="url(#woodg)" fill-opacity="0.55"/>
    {grid_lines(460, y + 160, 1260, 15, pal['line'], 0.45, 3)}
    <rect x="0" y="{y}" width="{BG_W}" height="{BG_H}" fill="url(#bglight)"/>
    {stone(1090, y + 700, 40, True, pal)}
    {stone(1180, y + 700, 40, False, pal)}
    {stone(1180, y + 790, 40, True, pal)}
    {stone(1270, y + 610, 40, False, pal)}
  </g>""")
    y += BG_H + 100
    # 3: soft rings of discs around a glow.
    rings = []
    for k in range(36):
        a = 2 * math.pi * k / 36
        rr = 330 + 140 * (k % 2)
        rings.append(stone(800 + rr * math.cos(a), y + 500 + rr * 0.62 * math.sin(a), 26,
                           k % 3 != 0, pal))
    bgs.append(f"""<g id="background-3">
    <rect x="0" y="{y}" width="{BG_W}" height="{BG_H}" fill="url(#bgg)"/>
    <rect x="0" y="{y}" width="{BG_W}" height="{BG_H}" fill="url(#bglight)"/>
    {grain(rng, 0, y, BG_W, BG_H, 30, (pal['grainDark'], pal['bgGrain']), (pal['grainLight'], pal['bgGrain']), 12)}
    {"".join(rings)}
  </g>""")
    total_h = y + BG_H
    return write(tid, total_h, defs(pal), [felt, wood] + bgs)


def contrast_theme(tid):
    # Flat colours, strong edges, Okabe-Ito colours (safe for the common colour blindness).
    felt = """<g id="felt">
    <rect x="0" y="0" width="512" height="512" fill="#9ED0F0"/>
  </g>"""
    wood = """<g id="wood">
    <rect x="600" y="0" width="512" height="512" fill="#F3E2A9"/>
  </g>"""
    colours = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"]
    y = 600
    bgs = []
    for n in range(3):
        rng = random.Random(100 + n)
        shapes = []
        for k in range(9 + 3 * n):
            c = colours[(k + n) % len(colours)]
            x = rng.uniform(0, BG_W)
            yy = y + rng.uniform(0, BG_H)
            r = rng.uniform(40, 120)
            if n == 1:
                shapes.append(f'<rect x="{x:.0f}" y="{yy:.0f}" width="{r * 2:.0f}" '
                              f'height="{r * 2:.0f}" fill="none" stroke="{c}" stroke-width="14"/>')
            else:
                shapes.append(f'<circle cx="{x:.0f}" cy="{yy:.0f}" r="{r:.0f}" fill="none" '
                              f'stroke="{c}" stroke-width="14"/>')
        bgs.append(f"""<g id="background-{n + 1}">
    <rect x="0" y="{y}" width="{BG_W}" height="{BG_H}" fill="#000000"/>
    {chr(10).join(shapes)}
  </g>""")
        y += BG_H + 100
    return write(tid, y, "", [felt, wood] + bgs)


def write(tid, height, defs_text, parts):
    path = os.path.join(ROOT, tid, "theme.svg")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    body = "\n  ".join(parts)
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Qiju theme "{tid}": made by scripts/make-themes.py for Qiju; GPL-3.0-or-later. -->
<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" width="{BG_W}" height="{height}" viewBox="0 0 {BG_W} {height}">
  {defs_text}
  {body}
</svg>
""")
    return path


WOOD = dict(felt1="#238A52", felt2="#15613A", feltShine=0.10, wood1="#EBC67A", wood2="#DCB35C",
            wood3="#C08A38", grainDark="#6B4512", grainLight="#FFF0C8", bg1="#7A4E26",
            bg2="#3B2412", glow="#FFD9A0", bgGrain=0.12, line="#3A2A10")
DARK = dict(felt1="#1F4F4A", felt2="#12302D", feltShine=0.05, wood1="#4A4F5C", wood2="#3A3F4A",
            wood3="#2A2D35", grainDark="#000000", grainLight="#9AA4B8", bg1="#1C2030",
            bg2="#07080C", glow="#5060A0", bgGrain=0.08, line="#AEB6C8")


def main():
    print(textured_theme("wood", WOOD, 3))
    print(textured_theme("dark", DARK, 4))
    print(contrast_theme("contrast"))


if __name__ == "__main__":
    main()
