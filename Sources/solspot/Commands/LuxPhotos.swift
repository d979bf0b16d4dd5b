import Foundation
import SolspotKit

/// `solspot lux PHOTO|DIR...`: one estimate per photo, streamed as text, JSON Lines or CSV.
///
/// A file that cannot give an estimate is reported with its reason and the batch goes on; the
/// exit code is 1 when any file failed (docs/cli.md). Files found in folders that are not a
/// photo format, and links to folders, are skipped and counted. In text, each line names its
/// numbered notes and the footer gives each note once (``PhotoNotes``). Files are read and rendered on every core, a window
/// at a time, and printed in order, so memory stays flat however many files there are.
enum LuxPhotos {
  enum Format: Sendable, Equatable {
    case text
    /// JSON Lines; `explain` adds the words and sources (`--explain`).
    case json(explain: Bool)
    case csv
  }

  /// What one file prints.
  struct Report: Sendable {
    enum Kind: Sendable {
      case estimate(notes: [Note])
      case failed
      case skipped(PhotoBatch.SkipReason)
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
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let window = max(64, workers * 64)
    var states = Array(repeating: batch, count: workers)
    var counts = (estimated: 0, failed: 0)
    var skipped: [PhotoBatch.SkipReason: Int] = [:]
    var notes = PhotoNotes()
    if format == .csv { console.out(PhotoCSV.header) }
    for start in stride(from: 0, to: paths.count, by: window) {
      if showsProgress {
        console.errorRaw(ProgressBar.clear)
        console.flush()
        console.errorRaw(ProgressBar.render(done: start, total: paths.count))
      }
      let slice = Array(paths[start..<min(paths.count, start + window)])
      let reports = try ParallelMap.map(slice, states: &states) { path, batch in
        try report(batch.evaluate(path), format: format)
      }
      if showsProgress { console.errorRaw(ProgressBar.clear) }
      for report in reports {
        var suffix = ""
        switch report.kind {
        case .estimate(let found):
          counts.estimated += 1
          let numbers = notes.record(found)
          if format == .text { suffix = PhotoNotes.reference(numbers) }
        case .failed: counts.failed += 1
        case .skipped(let reason): skipped[reason, default: 0] += 1
        }
        if let line = report.out { console.out(suffix.isEmpty ? line : line + suffix) }
        if let line = report.error { console.error(line) }
      }
    }
    if showsProgress { console.errorRaw(ProgressBar.clear) }
    if format == .text {
      for line in notes.footer(photos: counts.estimated) { console.out(line) }
    }
    let skippedCount = skipped.values.reduce(0, +)
    return summarize(
      files: paths.count - skippedCount, failed: counts.failed, skipped: skipped,
      console: console)
  }

  /// The lines one result prints in `format`.
  static func report(_ result: PhotoBatch.Result, format: Format) throws -> Report {
    switch result.outcome {
    case .skipped(let reason):
      return Report(kind: .skipped(reason), out: nil, error: nil)
    case .failed(let failure):
      if format == .text {
        return Report(
          kind: .failed, out: nil, error: "solspot: " + FileProblem.message(failure))
      }
      return Report(kind: .failed, out: try line(result, format: format), error: nil)
    case .estimate(let estimate, _):
      let out: String
      if format == .text, let metadata = result.metadata {
        out = PhotoText.line(path: result.path, estimate: estimate, metadata: metadata)
      } else {
        out = try line(result, format: format)
      }
      // Only text numbers the notes (JSON and CSV lines carry their own).
      let notes = format == .text ? Note.notes(of: estimate, leading: result.leadingNotes) : []
      return Report(kind: .estimate(notes: notes), out: out, error: nil)
    }
  }

  private static func line(_ result: PhotoBatch.Result, format: Format) throws -> String {
    guard case .json(let explain) = format else { return PhotoCSV.row(result) }
    let json = PhotoJSON(result, explain: explain)
    // Written directly unless explained: JSONEncoder cost a third of a batch's time.
    return try json.directLine ?? JSONLine.encode(json)
  }

  private static func summarize(
    files: Int, failed: Int, skipped: [PhotoBatch.SkipReason: Int], console: Console
  ) -> ExitCode {
    if let count = skipped[.notAPhoto] {
      console.error(
        "solspot: skipped \(English.count(count, "file")) in folders that "
          + "\(English.verb(count, "is", "are")) not a photo format")
    }
    if let count = skipped[.folderLink] {
      let links = English.count(count, "symbolic link to a folder", "symbolic links to folders")
      console.error(
        "solspot: skipped \(links) (links to folders inside folders are not followed)")
    }
    guard files > 0 else {
      console.error("solspot: no photos found")
      return .failure
    }
    guard failed == 0 else {
      console.error("solspot: \(failed) of \(English.count(files, "file")) gave no estimate")
      return .failure
    }
    return .success
  }
}
