#!/usr/bin/env python3
"""Synthesizes Qiju's sound effects and background music from scratch.

Everything is made here from sine waves, noise and plucked strings (Karplus-Strong) with the
Python standard library only; the output is committed under resources/sounds (16-bit mono WAV,
which QSoundEffect plays) and resources/music (Ogg Vorbis, encoded with `oggenc` from the Debian
package vorbis-tools). Deterministic: the same script writes the same files.

    python3 scripts/make-sounds.py            # writes resources/sounds and resources/music
    python3 scripts/make-sounds.py --effects  # effects only (no oggenc needed)
"""

import argparse
import math
import os
import random
import shutil
import struct
import subprocess
import tempfile
import wave

RATE = 22050
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources")


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(dst, src, at=0.0, gain=1.0):
    """Adds src into dst starting at `at` seconds, growing dst as needed."""
    start = int(at * RATE)
    if len(dst) < start + len(src):
        dst.extend([0.0] * (start + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain
    return dst


def envelope(n, attack, release, curve=3.0):
    """Attack (seconds) then an exponential-ish decay over the rest of n samples."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            t = (i - a) / max(1, n - a)
            out.append(math.exp(-curve * t) * (1 - t) ** 0.5)
    r = int(release * RATE)
    for i in range(max(0, n - r), n):
        out[i] *= (n - i) / max(1, r)
    return out


def freq(midi):
    return 440.0 * 2 ** ((midi - 69) / 12)


def tone(f, seconds, harmonics=((1, 1.0),), attack=0.005, curve=3.0, vibrato=0.0):
    n = int(seconds * RATE)
    env = envelope(n, attack, min(0.05, seconds / 4), curve)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        ff = f * (1 + vibrato * math.sin(2 * math.pi * 5.0 * t))
        phase += 2 * math.pi * ff / RATE
        s = sum(a * math.sin(k * phase) for k, a in harmonics)
        out.append(s * env[i])
    return out


def bell(f, seconds, curve=4.0):
    # Inharmonic partials give a soft bell / chime.
    return tone(f, seconds, ((1, 0.6), (2.76, 0.25), (5.4, 0.1), (2, 0.15)), 0.002, curve)


def epiano(f, seconds):
    return tone(f, seconds, ((1, 0.7), (2, 0.2), (3, 0.06), (4, 0.03)), 0.008, 2.5)


def pad(f, seconds):
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        s = 0.0
        for detune in (-0.004, 0.0, 0.004):
            s += math.sin(2 * math.pi * f * (1 + detune) * t)
            s += 0.3 * math.sin(4 * math.pi * f * (1 + detune) * t)
        # Slow swell in and out.
        e = math.sin(math.pi * min(1.0, i / n)) ** 1.5
        out.append(s / 4 * e)
    return out


def pluck(f, seconds, rng):
    """Karplus-Strong plucked string (a zither-like tone)."""
    period = max(2, int(RATE / f))
    buf = [rng.uniform(-1, 1) for _ in range(period)]
    # A lowpassed excitation sounds softer.
    for _ in range(2):
        buf = [(buf[i] + buf[i - 1]) / 2 for i in range(period)]
    n = int(seconds * RATE)
    out = []
    decay = 0.996
    for i in range(n):
        v = buf[i % period]
        nxt = buf[(i + 1) % period]
        buf[i % period] = decay * 0.5 * (v + nxt)
        out.append(v)
    env = envelope(n, 0.001, 0.05, 1.0)
    return [a * b for a, b in zip(out, env)]


def marimba(f, seconds):
    return tone(f, seconds, ((1, 0.8), (4, 0.15), (10, 0.03)), 0.002, 6.0)


def noise_burst(seconds, rng, smooth=0.6):
    n = int(seconds * RATE)
    out = []
    last = 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * math.exp(-12 * i / n))
    return out


def normalize(samples, peak=0.85):
    m = max(1e-9, max(abs(s) for s in samples))
    return [s * peak / m for s in samples]


def write_wav(path, samples):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


# ---------------------------------------------------------------------------------------------
# Effects

def effects():
    rng = random.Random(7)
    fx = {}

    # place: a stone set down on wood — a short knock with a click on top.
    s = tone(190, 0.12, ((1, 1.0), (2.3, 0.3)), 0.001, 9.0)
    mix(s, noise_burst(0.03, rng, 0.3), 0, 0.5)
    fx["place"] = normalize(s, 0.8)

    # flip: a quick two-part tick as a disc turns over.
    s = mix(tone(900, 0.05, ((1, 1.0),), 0.001, 8.0), tone(1250, 0.06, ((1, 1.0),), 0.001, 8.0),
            0.045)
    mix(s, noise_burst(0.02, rng, 0.5), 0.0, 0.25)
    fx["flip"] = normalize(s, 0.55)

    # capture: stones lifted off the board, a small falling clatter.
    s = silence(0.05)
    for k, f in enumerate((1400, 1150, 950, 800)):
        mix(s, tone(f, 0.07, ((1, 1.0), (2.1, 0.3)), 0.001, 7.0), 0.055 * k, 1 - 0.15 * k)
    fx["capture"] = normalize(s, 0.6)

    # illegal: a soft low double buzz.
    s = silence(0.01)
    for k in range(2):
        mix(s, tone(150, 0.11, ((1, 1.0), (3, 0.35), (5, 0.18)), 0.004, 3.0), 0.14 * k)
    fx["illegal"] = normalize(s, 0.6)

    # pass: two soft bells, falling.
    s = mix(bell(freq(76), 0.5), bell(freq(71), 0.6), 0.18)
    fx["pass"] = normalize(s, 0.6)

    # win: a rising major arpeggio with a final chord.
    s = silence(0.01)
    for k, m in enumerate((60, 64, 67, 72)):
        mix(s, bell(freq(m), 0.6), 0.12 * k)
    for m in (72, 76, 79):
        mix(s, epiano(freq(m), 1.1), 0.5, 0.6)
    fx["win"] = normalize(s, 0.8)

    # loss: a slow falling minor line.
    s = silence(0.01)
    for k, m in enumerate((67, 63, 60)):
        mix(s, epiano(freq(m - 12), 0.7), 0.28 * k)
    mix(s, pad(freq(48), 1.3), 0.5, 0.35)
    fx["loss"] = normalize(s, 0.75)

    # draw: a suspended chord that settles nowhere in particular.
    s = silence(0.01)
    for k, m in enumerate((62, 67, 69)):
        mix(s, bell(freq(m), 0.9), 0.15 * k, 0.8)
    mix(s, pad(freq(50), 1.0), 0.2, 0.3)
    fx["draw"] = normalize(s, 0.7)

    for name, samples in fx.items():
        write_wav(os.path.join(ROOT, "sounds", name + ".wav"), samples)
    return sorted(fx)


# ---------------------------------------------------------------------------------------------
# Music: each track is a chord progression with a pad, a bass note per chord and a melody walked
# over a pentatonic scale with a seeded random generator, in phrases that repeat (A A B A) so the
# tune is recognisable.

PENTA_MAJOR = (0, 2, 4, 7, 9)


def scale_notes(root, low, high, steps=PENTA_MAJOR):
    out = []
    for m in range(low, high + 1):
        if (m - root) % 12 in steps:
            out.append(m)
    return out


def phrase(rng, notes, beats, start_index):
    """A list of (beat, length, midi) covering `beats` beats."""
    out = []
    beat = 0.0
    i = start_index
    while beat < beats - 0.01:
        length = rng.choice((0.5, 1, 1, 1, 1.5, 2)) if beats - beat >= 2 else beats - beat
        length = min(length, beats - beat)
        i = max(0, min(len(notes) - 1, i + rng.choice((-2, -1, -1, 0, 1, 1, 2))))
        if rng.random() > 0.12:
            out.append((beat, length, notes[i]))
        beat += length
    return out


def track(seed, bpm, root, chords, instrument, bars_per_chord=1, beats_per_bar=4, rounds=2):
    rng = random.Random(seed)
    beat_s = 60.0 / bpm
    bar_beats = beats_per_bar * bars_per_chord
    notes = scale_notes(root, root + 12, root + 26)
    section = len(chords) * bar_beats
    a = [phrase(rng, notes, bar_beats, len(notes) // 2) for _ in chords]
    b = [phrase(rng, notes, bar_beats, len(notes) - 2) for _ in chords]
    form = [a, a, b, a] * rounds
    out = silence(0.1)
    for part_index, part in enumerate(form):
        part_start = part_index * section * beat_s
        for ci, chord in enumerate(chords):
            chord_start = part_start + ci * bar_beats * beat_s
            dur = bar_beats * beat_s
            for m in chord:
                mix(out, pad(freq(root + m - 12), dur + 0.3), chord_start, 0.10)
            mix(out, epiano(freq(root + chord[0] - 24), min(dur, 2.5)), chord_start, 0.35)
            for beat, length, midi in part[ci]:
                at = chord_start + beat * beat_s
                mix(out, instrument(rng, midi, length * beat_s), at, 0.42)
    # Fade the last two seconds so the loop or the next track starts cleanly.
    fade = int(2 * RATE)
    for i in range(max(0, len(out) - fade), len(out)):
        out[i] *= (len(out) - i) / fade
    return normalize(out, 0.7)


def inst_pluck(rng, midi, seconds):
    return pluck(freq(midi), max(0.6, seconds * 1.6), rng)


def inst_bell(rng, midi, seconds):
    return bell(freq(midi), max(0.8, seconds * 2))


def inst_marimba(rng, midi, seconds):
    return marimba(freq(midi), max(0.4, seconds))


def inst_epiano(rng, midi, seconds):
    return epiano(freq(midi), max(0.5, seconds * 1.3))


TRACKS = [
    # file name, seed, bpm, root, chords (semitones over the root), instrument, bars per chord
    ("morning-stones", 11, 76, 50, [(0, 4, 7), (9, 12, 16), (5, 9, 12), (7, 11, 14)],
     inst_pluck, 1),
    ("quiet-board", 23, 60, 57, [(0, 3, 7), (5, 8, 12), (3, 7, 10), (7, 10, 14)],
     inst_bell, 1),
    ("flip-side", 5, 104, 48, [(0, 4, 7), (5, 9, 12), (9, 12, 16), (7, 11, 14)],
     inst_marimba, 1),
    ("long-game", 42, 84, 53, [(0, 4, 7), (2, 5, 9), (7, 11, 14), (0, 4, 7)],
     inst_epiano, 1),
]


def music():
    oggenc = shutil.which("oggenc")
    if not oggenc:
        raise SystemExit("oggenc not found: apt-get install vorbis-tools")
    names = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, seed, bpm, root, chords, inst, bars in TRACKS:
            samples = track(seed, bpm, root, chords, inst, bars)
            wav = os.path.join(tmp, name + ".wav")
            write_wav(wav, samples)
            out = os.path.join(ROOT, "music", name + ".ogg")
            os.makedirs(os.path.dirname(out), exist_ok=True)
            subprocess.run([oggenc, "-Q", "-q", "0", "--serial", str(seed), "-o", out, wav],
                           check=True)
            names.append(name)
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--effects", action="store_true", help="write only the sound effects")
    args = parser.parse_args()
    print("effects:", ", ".join(effects()))
    if not args.effects:
        print("music:", ", ".join(music()))


if __name__ == "__main__":
    main()
