import Foundation
import SolspotKit

/// `solspot lux PHOTO|DIR...`: one estimate per photo, streamed as text, JSON Lines or CSV.
///
/// A file that cannot give an estimate is reported with its reason and the batch goes on; the
/// exit code is 1 when any file failed (docs/cli.md). Files found in folders that are not a
/// photo format are skipped and counted. Files are read and rendered on every core, a window
/// at a time, and printed in order, so memory stays flat however many files there are.
enum LuxPhotos {
  enum Format: Sendable { case text, json, csv }

  /// What one file prints.
  struct Report: Sendable {
    enum Kind: Sendable {
      case estimate(notes: [EstimateNote])
      case failed
      case skipped
    }
    let kind: Kind
    /// The line for standard output, if any.
    let out: String?
    /// The line for standard error, if any.
    let error: String?
  }

  static func run(
    _ paths: [PhotoPath], format: Format, batch: PhotoBatch, console: Console
  ) throws -> ExitCode {
    let showsProgress = ProgressBar.isWanted(count: paths.count, console: console)
    let workers = ProcessInfo.processInfo.activeProcessorCount
    let window = max(64, workers * 64)
    var counts = (estimated: 0, failed: 0, skipped: 0)
    var notes: [(note: EstimateNote, count: Int)] = []
    if format == .csv { console.out(PhotoCSV.header) }
    for start in stride(from: 0, to: paths.count, by: window) {
      if showsProgress {
        console.errorRaw(ProgressBar.clear)
        console.flush()
        console.errorRaw(ProgressBar.render(done: start, total: paths.count))
      }
      let slice = Array(paths[start..<min(paths.count, start + window)])
      let reports = try ParallelMap.map(slice, workers: workers, state: batch) { path, batch in
        try report(batch.evaluate(path), format: format)
      }
      if showsProgress { console.errorRaw(ProgressBar.clear) }
      for report in reports {
        switch report.kind {
        case .estimate(let found):
          counts.estimated += 1
          for note in found {
            if let at = notes.firstIndex(where: { $0.note == note }) {
              notes[at].count += 1
            } else {
              notes.append((note, 1))
            }
          }
        case .failed: counts.failed += 1
        case .skipped: counts.skipped += 1
        }
        if let line = report.out { console.out(line) }
        if let line = report.error { console.error(line) }
      }
    }
    if showsProgress { console.errorRaw(ProgressBar.clear) }
    if format == .text {
      for line in PhotoText.footer(notes: notes, photos: counts.estimated) { console.out(line) }
    }
    return summarize(
      files: paths.count - counts.skipped, failed: counts.failed, skipped: counts.skipped,
      console: console)
  }

  /// The lines one result prints in `format`.
  static func report(_ result: PhotoBatch.Result, format: Format) throws -> Report {
    switch result.outcome {
    case .skipped:
      return Report(kind: .skipped, out: nil, error: nil)
    case .failed(let failure):
      if format == .text {
        return Report(
          kind: .failed, out: nil, error: "solspot: \(result.path): \(failure.description)")
      }
      return Report(kind: .failed, out: try line(result, format: format), error: nil)
    case .estimate(let estimate, _):
      let out: String
      if format == .text, let metadata = result.metadata {
        out = PhotoText.line(path: result.path, estimate: estimate, metadata: metadata)
      } else {
        out = try line(result, format: format)
      }
      return Report(kind: .estimate(notes: estimate.notes), out: out, error: nil)
    }
  }

  private static func line(_ result: PhotoBatch.Result, format: Format) throws -> String {
    format == .csv ? PhotoCSV.row(result) : try JSONLine.encode(PhotoJSON(result))
  }

  private static func summarize(files: Int, failed: Int, skipped: Int, console: Console)
    -> ExitCode
  {
    if skipped > 0 {
      let plural = skipped == 1 ? "file in folders that is" : "files in folders that are"
      console.error("solspot: skipped \(skipped) \(plural) not a photo format")
    }
    guard files > 0 else {
      console.error("solspot: no photos found")
      return .failure
    }
    guard failed == 0 else {
      console.error("solspot: \(failed) of \(files) file\(files == 1 ? "" : "s") gave no estimate")
      return .failure
    }
    return .success
  }
}
