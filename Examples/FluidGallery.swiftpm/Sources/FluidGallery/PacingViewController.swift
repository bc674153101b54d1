#if canImport(UIKit)
  import FluidPacing
  import FluidTransitions
  import UIKit

  /// The Pacing tab: measures the library's transitions on the device it runs on, with no
  /// finger and no XCUITest.
  ///
  /// **Run** drives every built-in style's interactive transition on the stage, on both engines
  /// and with each of ``scripts``: a pop of a detail for slide, scale, fade and zoom, the
  /// dismissal of a presented detail for sheet and drawer, a switch to the next tab for tab. A
  /// scripted finger is fed to the layer's public entry points from a `CADisplayLink` at the
  /// screen's maximum rate (``PacingRunner``). Each
  /// run becomes a row of the table: frame intervals and hitches from the display link's
  /// timestamps, the library's time inside each callback, and the velocity jump at each
  /// release; the figures pooled over every run head the table. **Export JSON** shares the
  /// ``report`` (`PacingReport`, the keys of `fluid-bench --json` plus the device).
  public final class PacingViewController: UIViewController {
    /// The finger scripts each style and engine runs (the lab's interactive scripts by
    /// default). Read when a run starts.
    public var scripts: [FingerScript] = PacingCase.defaultScripts
    /// The clock the library's time per callback is read from, in seconds:
    /// `CACurrentMediaTime()` unless replaced (a test injects a clock of its own so that its
    /// runs are reproducible). Read when a run starts.
    public var clock: @MainActor () -> Double = { Double(CACurrentMediaTime()) }
    /// The last complete run's report; nil before one, and while one runs.
    public private(set) var report: PacingReport?

    private let scrollView = GalleryUI.scrollView()
    private let intro = GalleryUI.label(
      "Run drives every built-in style's transition with a scripted finger: it pops a detail "
        + "on the stage below (slide, scale, fade, zoom), dismisses a presented one (sheet, "
        + "drawer) and switches tabs (tab), on both engines (UIViewPropertyAnimator and the display link), and each gesture script "
        + "of the lab. It measures frame intervals, hitches, the library's time per frame and "
        + "the velocity jump at each release. Keep your hands off the screen while it runs, "
        + "then export the JSON to compare with fluid-bench.")
    private let progress = GalleryUI.label("Not run yet.", secondary: false)
    private let stageView = UIView()
    /// The navigation controller and tab bar controller every run starts from and ends at.
    let stage = PacingStage()
    private lazy var runButton = GalleryUI.button("Run") { [weak self] in self?.run() }
    private lazy var exportButton = GalleryUI.button("Export JSON") { [weak self] in
      self?.export()
    }
    private var resultLabels: [UILabel] = []
    private var runner: PacingRunner?

    init() {
      super.init(nibName: nil, bundle: nil)
      title = "Pacing"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FluidGallery builds its screens in code")
    }

    /// The Pacing tab: this screen in a navigation controller.
    static func makeTab() -> UINavigationController {
      let navigation = UINavigationController(rootViewController: PacingViewController())
      navigation.title = "Pacing"
      return navigation
    }

    override public func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.addSubview(scrollView)
      stageView.clipsToBounds = true
      stageView.layer.cornerRadius = 10
      for controller in [stage.navigation, stage.tabs] as [UIViewController] {
        addChild(controller)
        stageView.addSubview(controller.view)
        controller.didMove(toParent: self)
      }
      for subview in [intro, runButton, exportButton, progress, stageView] {
        scrollView.addSubview(subview)
      }
    }

    override public func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.frame = view.bounds
      var items = [
        ColumnItem(intro), .row(runButton),
        .row(exportButton), ColumnItem(progress),
        ColumnItem(stageView, height: Self.stageHeight),
      ]
      items += resultLabels.map { ColumnItem($0) }
      GalleryUI.layOutColumn(items, in: scrollView, top: GalleryUI.margin)
      stage.navigation.view.frame = stageView.bounds
      stage.tabs.view.frame = stageView.bounds
    }

    /// The stage's height, in points: the container every scripted pop and tab switch runs in
    /// (a presentation covers the screen).
    static let stageHeight: CGFloat = 300

    private func run() {
      guard runner == nil else { return }
      let cases = PacingCase.all(scripts: scripts)
      guard !cases.isEmpty else { return }
      report = nil
      let framesPerSecond = view.window?.screen.maximumFramesPerSecond ?? 60
      let runner = PacingRunner(
        cases: cases, stage: stage, framesPerSecond: framesPerSecond, clock: clock)
      runner.onProgress = { [weak self] count in
        self?.showProgress(count, of: cases)
      }
      runner.onFinish = { [weak self] runs in
        self?.finish(runs, framesPerSecond: framesPerSecond)
      }
      self.runner = runner
      showProgress(0, of: cases)
      runner.start()
    }

    private func showProgress(_ count: Int, of cases: [PacingCase]) {
      progress.text =
        count < cases.count
        ? "Running \(count + 1) of \(cases.count): \(cases[count].title)"
        : "Finishing…"
      view.setNeedsLayout()
    }

    private func finish(_ runs: [PacingRun], framesPerSecond: Int) {
      runner = nil
      let device = PacingDevice.current(maximumFramesPerSecond: framesPerSecond)
      let report = PacingReport(device: device, runs: runs)
      self.report = report
      progress.text =
        "Done: \(runs.count) runs on \(device.model), \(device.osVersion), "
        + "\(device.maximumFramesPerSecond) Hz at most. Export the JSON to keep them."
      for label in resultLabels { label.removeFromSuperview() }
      resultLabels =
        [
          GalleryUI.label(
            "All runs, pooled\n" + PacingTable.figures(report.figures), secondary: false)
        ]
        + runs.map { GalleryUI.label(PacingTable.row($0)) }
      for label in resultLabels { scrollView.addSubview(label) }
      view.setNeedsLayout()
    }

    private func export() {
      guard let report else { return }
      let sheet = UIActivityViewController(
        activityItems: [Self.shareItem(for: report)], applicationActivities: nil)
      // An iPad presents the share sheet in a popover, which needs an anchor.
      sheet.popoverPresentationController?.sourceView = exportButton
      present(sheet, animated: true)
    }

    /// The report as a `.json` file in the temporary directory, so the share sheet offers it
    /// as a file (AirDrop, Files, Mail); its text if the file cannot be written.
    static func shareItem(for report: PacingReport) -> Any {
      let name = "FluidPacing-\(report.device.model).json"
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
      do {
        try report.json.write(to: url, atomically: true, encoding: .utf8)
        return url
      } catch {
        return report.json
      }
    }
  }
#endif
