import Foundation

/// Writes the example captures of docs/examples/ (docs/examples/README.md says what each
/// shows and how `solspot read` ends on it). Deterministic: the same files on every run.
///
///   swift run solspot-bench capture-examples docs/examples
enum CaptureExamples {
  static let benchmark = Benchmark(
    name: "capture-examples",
    summary: "write the example captures of docs/examples/ (not a measurement)",
    run: run)

  static func run(_ arguments: [String]) throws {
    let folder = URL(fileURLWithPath: arguments.first ?? "docs/examples")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files: [(String, String)] = [
      ("clean-flat.jsonl", cleanFlat()), ("tilted-start.jsonl", tiltedStart()),
      ("bright-window.jsonl", brightWindow()), ("dim-corner.csv", dimCorner()),
      ("never-settles.jsonl", neverSettles()),
    ]
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      print("wrote \(folder.appendingPathComponent(name).path)")
    }
  }

  typealias Sample = SyntheticCapture.Sample

  /// `seconds` of samples at `rate` Hz from `start`; `make` gets the time since the start.
  static func samples(
    from start: Double, seconds: Double, rate: Double, _ make: (Double) -> Sample
  ) -> [Sample] {
    (0..<Int((seconds * rate).rounded())).map { make(start + Double($0) / rate) }
  }

  static func jsonLines(device: String, _ samples: [Sample]) -> String {
    ([SyntheticCapture.header(device: device)] + samples.map(SyntheticCapture.jsonLine))
      .joined(separator: "\n") + "\n"
  }

  /// iPhone 15 (f/1.9) laid on a table near a window, about 800 lux: auto-exposure settles
  /// within half a second of the phone landing, then everything holds still for 3.5 s.
  static func cleanFlat() -> String {
    var random = SyntheticCapture.Random(seed: 1)
    let start = 3.2
    let list = samples(from: start, seconds: 4, rate: 30) { t in
      let since = t - start
      let settling = since < 0.5
      return Sample(
        t: t, exposureDuration: 1.0 / 60, iso: settling ? 50 + 36 * since : 68,
        lensAperture: 1.9,
        offset: (settling ? 1.2 * (1 - since / 0.5) : 0) + 0.02 * random.normal(),
        isAdjusting: settling,
        gravity: SyntheticCapture.gravity(tilt: 0.5, toward: 200, noise: 0.0015, random: &random),
        clipped: 0.002 + 0.001 * random.uniform())
    }
    return jsonLines(device: "iphone-15-front", list)
  }

  /// iPhone 13 (f/2.2) held tilted 25° toward the bottom edge, then laid flat on a shelf of
  /// about 3,000 lux, at 60 Hz: tilted, moving while it is lowered, settling, ready.
  static func tiltedStart() -> String {
    var random = SyntheticCapture.Random(seed: 2)
    let start = 0.0
    let list = samples(from: start, seconds: 5, rate: 60) { t in
      let tilt: Double
      if t < 1.2 {
        tilt = 25 + 1.5 * sin(2 * Double.pi * 0.8 * t)
      } else if t < 2.0 {
        tilt = 25 * (1 - (t - 1.2) / 0.8)
      } else {
        tilt = 0.8
      }
      let lowered = t >= 2.0
      let adjusting = t >= 1.6 && t < 2.4
      let ev = lowered || t >= 2.4 ? 10.23 : 9.9
      let iso = 100 * pow(2, log2(4.84 * 120) - ev)
      return Sample(
        t: t, exposureDuration: 1.0 / 120, iso: (iso * 2).rounded() / 2, lensAperture: 2.2,
        offset: (adjusting ? 0.25 : 0) + 0.025 * random.normal(), isAdjusting: adjusting,
        gravity: SyntheticCapture.gravity(
          tilt: tilt, toward: 180, noise: lowered ? 0.0015 : 0.004, random: &random),
        clipped: 0.004 + 0.002 * random.uniform())
    }
    return jsonLines(device: "iphone-13-front", list)
  }

  /// iPhone 12 (f/2.2) flat on a sunlit south windowsill, about 60,000 lux: the sky and the
  /// sun's patch clip 6–9% of the frame, so the reading is committed only as a lower bound.
  static func brightWindow() -> String {
    var random = SyntheticCapture.Random(seed: 3)
    let list = samples(from: 10, seconds: 3, rate: 30) { t in
      Sample(
        t: t, exposureDuration: 1.0 / 4000, iso: 80, lensAperture: 2.2,
        offset: 0.3 + 0.03 * random.normal(), isAdjusting: false,
        gravity: SyntheticCapture.gravity(tilt: 1.2, toward: 90, noise: 0.0015, random: &random),
        clipped: 0.06 + 0.03 * random.uniform())
    }
    return jsonLines(device: "iphone-12-front", list)
  }

  /// iPhone 15 (f/1.9) in a dim corner in the evening, about 40 lux, as CSV: auto-exposure at
  /// 1/30 s and ISO 680 with a noisier offset; the app does not count clipped pixels.
  static func dimCorner() -> String {
    var random = SyntheticCapture.Random(seed: 4)
    let list = samples(from: 0.5, seconds: 4, rate: 30) { t in
      Sample(
        t: t, exposureDuration: 1.0 / 30, iso: 680, lensAperture: 1.9,
        offset: -0.1 + 0.05 * random.normal(), isAdjusting: t < 0.8,
        gravity: SyntheticCapture.gravity(tilt: 2, toward: 300, noise: 0.0015, random: &random),
        clipped: nil)
    }
    return
      ([SyntheticCapture.header(device: "iphone-15-front"), SyntheticCapture.csvColumns]
      + list.map(SyntheticCapture.csvLine)).joined(separator: "\n") + "\n"
  }

  /// iPhone 14 (f/1.9) held by hand under a ceiling fan whose shadow sweeps the spot: flat
  /// and still enough, auto-exposure quiet after its first 0.3 s, but the light swings by
  /// 0.7 EV at 0.7 Hz, faster than auto-exposure follows, so no second is steady enough.
  static func neverSettles() -> String {
    var random = SyntheticCapture.Random(seed: 5)
    let start = 1.0
    let list = samples(from: start, seconds: 6, rate: 30) { t in
      let swing = 0.35 * sin(2 * Double.pi * 0.7 * (t - start))
      return Sample(
        t: t, exposureDuration: 1.0 / 100, iso: 160, lensAperture: 1.9,
        offset: swing + 0.03 * random.normal(), isAdjusting: t - start < 0.3,
        gravity: SyntheticCapture.gravity(
          tilt: 2.5 + 0.4 * sin(2 * Double.pi * 0.3 * t), toward: 30, noise: 0.003,
          random: &random),
        clipped: 0.001)
    }
    return jsonLines(device: "iphone-14-front", list)
  }
}
