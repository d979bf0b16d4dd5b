import SolspotKit

extension IlluminanceFormat {
  /// The format this command's text prints illuminance in (`--unit`, `SOLSPOT_UNIT`,
  /// ``UnitArguments``): every renderer that writes a figure of light takes it from here, and
  /// the library's words take it as an argument (`value.text(in: .current)`).
  ///
  /// ``Solspot`` binds it for the run of a command; JSON renderers never read it (JSON is in
  /// lux), and CSV renderers read it to name their columns.
  ///
  /// Design note: a task-local rather than a parameter of every renderer. A figure is written
  /// four or five calls below a command's renderer (a plant's range inside a group inside a
  /// listing), and threading a unit through every signature on the way would touch most of
  /// Output/ for a value that is fixed for the whole run. A task-local is scoped to the run,
  /// read in one way, and tests bind it with `$current.withValue`. Task-locals do not cross
  /// into Dispatch's threads: ``ParallelMap`` binds it again in each worker.
  @TaskLocal static var current = IlluminanceFormat.lux
}
