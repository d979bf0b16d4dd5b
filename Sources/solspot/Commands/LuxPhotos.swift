import SolspotKit

/// `solspot lux PHOTO|DIR...`: one estimate per photo, streamed as text, JSON Lines or CSV.
///
/// A file that cannot give an estimate is reported with its reason and the batch goes on; the
/// exit code is 1 when any file failed (docs/cli.md). Files found in folders that are not a
/// photo format are skipped and counted.
enum LuxPhotos {
  enum Format { case text, json, csv }

  static func run(
    _ paths: [PhotoPath], format: Format, batch: PhotoBatch, console: Console
  ) throws -> ExitCode {
    var batch = batch
    let showsProgress = ProgressBar.isWanted(count: paths.count, console: console)
    var failed = 0
    var skipped = 0
    var estimated = 0
    var notes: [(note: EstimateNote, count: Int)] = []
    var drawn = -1
    if format == .csv { console.out(PhotoCSV.header) }
    for (index, path) in paths.enumerated() {
      if showsProgress, index * 100 / paths.count != drawn {
        drawn = index * 100 / paths.count
        console.errorRaw(ProgressBar.clear)
        console.flush()
        console.errorRaw(ProgressBar.render(done: index, total: paths.count))
      }
      let result = try batch.evaluate(path)
      switch result.outcome {
      case .skipped:
        skipped += 1
        continue
      case .failed(let error):
        failed += 1
        if format == .text {
          if showsProgress { console.errorRaw(ProgressBar.clear) }
          console.error("solspot: \(result.path): \(error.description)")
          continue
        }
      case .estimate(let estimate, _):
        estimated += 1
        for note in estimate.notes {
          if let at = notes.firstIndex(where: { $0.note == note }) {
            notes[at].count += 1
          } else {
            notes.append((note, 1))
          }
        }
        if format == .text, let metadata = result.metadata {
          console.out(PhotoText.line(path: result.path, estimate: estimate, metadata: metadata))
          continue
        }
      }
      console.out(format == .json ? try JSONLine.encode(PhotoJSON(result)) : PhotoCSV.row(result))
    }
    if showsProgress { console.errorRaw(ProgressBar.clear) }
    if format == .text {
      for line in PhotoText.footer(notes: notes, photos: estimated) { console.out(line) }
    }
    return summarize(
      files: paths.count - skipped, failed: failed, skipped: skipped, console: console)
  }

  private static func summarize(files: Int, failed: Int, skipped: Int, console: Console) -> ExitCode
  {
    if skipped > 0 {
      console.error(
        "solspot: skipped \(skipped) file\(skipped == 1 ? "" : "s") in folders that \(skipped == 1 ? "is" : "are") not a photo format"
      )
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
