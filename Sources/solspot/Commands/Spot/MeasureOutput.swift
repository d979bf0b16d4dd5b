import SolspotKit

/// Writes what `spot measure` did (``MeasureOutcome``) and gives the exit code: a saved
/// reading as text or JSON (status 0); a refused reading or a capture without a standing
/// reading with its line on standard error (status 1), nothing saved.
enum MeasureOutput {
  static func write(
    _ outcome: MeasureOutcome, source: MeasureSource, json: Bool, console: Console
  ) throws -> ExitCode {
    switch outcome {
    case .nothingSaved(let spot, let capture, let readingSource):
      let measurement = MeasureSource.Measurement(capture: capture, source: readingSource)
      if json {
        console.out(
          try JSONLine.encode(
            MeasureJSON(spot: spot.name, measurement, time: nil, notes: outcome.notes)))
      } else {
        console.out(ReadText.render(capture, notes: outcome.notes))
      }
      console.error(
        MeasureText.nothingSaved(
          spot: spot.name, file: source.displayName, superseded: capture.supersession))
      return .failure
    case .refused(let refused):
      if json {
        let measurement = MeasureSource.Measurement(
          estimate: refused.estimate, source: refused.source, detail: refused.detail,
          path: source.displayName)
        console.out(
          try JSONLine.encode(
            MeasureJSON(
              spot: refused.spot.name, measurement, time: nil, notes: refused.notes,
              refusals: refused.refusals)))
      }
      console.error(
        "solspot: "
          + ForcedText.refusal(
            refused.refusals, spot: refused.spot.name, estimate: refused.estimate))
      return .failure
    case .saved(let saved):
      console.saved = .reading(spot: saved.spot.name)
      let measurement = MeasureSource.Measurement(
        estimate: saved.estimate, source: saved.stored.reading.source, detail: saved.detail,
        path: source.displayName)
      console.out(
        json
          ? try JSONLine.encode(
            MeasureJSON(
              spot: saved.spot.name, measurement, time: saved.time, notes: saved.notes,
              refusals: saved.refusals))
          : MeasureText.render(
            measurement, estimate: saved.estimate, spot: saved.spot.name, time: saved.time,
            notes: saved.notes))
      return .success
    }
  }
}
