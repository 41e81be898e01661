import SwitchLabels

/// `--format html`: one self-contained page (no network, no external files) with the summary and
/// a table of every locale × geometry, each with an SVG picture of the switch as drawn in both
/// states (`SwitchSVG`), sortable by column and filterable by rung, direction, script, geometry,
/// text size and locale.
///
/// With text sizes, the rows are grouped by size (a heading row before each group, in the order
/// audited), each drawn at its size, and the summary counts rungs per size too.
///
/// A finding that every row of a locale has word for word (a catalog's note, the app's words
/// against ours, the parent that serves the locale) is said once, in the notes for each locale;
/// its rows name it and link there, so a row holds what decides it. The page fits the window
/// from about 1280 px wide: long words and file names wrap inside their cells.
///
/// Catalog text is data and never runs: every text and attribute goes through `SafeText.xml`;
/// the only script is the constant one below, and the page's Content-Security-Policy allows just
/// that script (by its SHA-256 hash), inline styles, and nothing else — no other script, no
/// network, no plugins, no forms. Without script the table is complete, only unsorted.
struct HTMLReport: ReportRenderer {
  static let identifier = "html"

  init(context: ReportContext) {}

  /// The findings' legend: each kind found, its rows, meaning and `--fail-on` conditions.
  static func findings(_ counts: [Finding.Kind: Int]) -> String {
    let kinds = Finding.Kind.allCases.filter { (counts[$0] ?? 0) > 0 }
    guard !kinds.isEmpty else { return "<p>None.</p>\n" }
    var out = "<table class=\"counts\"><thead><tr><th>finding</th><th>rows</th><th>meaning</th>"
    out += "<th>fails --fail-on</th></tr></thead><tbody>\n"
    for kind in kinds {
      out += "<tr><td>\(kind.rawValue)</td><td class=\"num\">\(counts[kind] ?? 0)</td>"
      out += "<td>\(SafeText.xml(kind.meaning))</td>"
      out += "<td>\(kind.conditions.map(\.rawValue).joined(separator: ", "))</td></tr>\n"
    }
    return out + "</tbody></table>\n"
  }

  /// A state's text, isolated, with its scale after it; or the image's name.
  static func labelHTML(_ state: StateResolution) -> String {
    let x = SafeText.xml
    switch state.visual {
    case .text(let text, let scale):
      let scaled = scale < 1 ? " <small>×\(ReportText.number(scale))</small>" : ""
      return "<bdi>\(x(text))</bdi>\(scaled)"
    case .image(let image):
      return "<small>image</small> \(x(image.name))"
    }
  }

  /// The name of the image a state draws (empty for a text).
  static func imageName(_ state: StateResolution) -> String {
    if case .image(let image) = state.visual { return image.name }
    return ""
  }

  func render(_ report: AuditReport) throws -> String { try collected(report) }

  func write(_ report: AuditReport, to sink: OutputSink) throws {
    let x = SafeText.xml
    let summary = report.summary
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out +=
      "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"generator\" content=\"\(x(report.generatedBy.tool)) "
    out += "\(x(report.generatedBy.version))\">\n"
    out += "<title>switch-labels audit: \(ReportText.matrix(summary))</title>\n"
    out += "<style>\(Self.style)</style>\n</head>\n<body>\n"

    out += "<header><h1>switch-labels audit</h1>\n<p>\(ReportText.matrix(summary)) · catalogs: "
    out += "\(x(report.catalogs)) · \(x(report.generatedBy.tool)) "
    out += "\(x(report.generatedBy.version)) · ICU \(x(report.generatedBy.icu))</p></header>\n"

    // Summary: rungs per geometry, findings, worst overflows, locales without a catalog.
    out += "<section class=\"summary\">\n<h2>Rungs</h2>\n<table class=\"counts\"><thead><tr>"
    out += "<th>geometry</th>" + Rung.allCases.map { "<th>\($0.rawValue)</th>" }.joined()
    out += "</tr></thead><tbody>\n"
    for counts in summary.byGeometry {
      out += "<tr><td>\(x(counts.geometry))</td>"
      out += Rung.allCases.map { "<td class=\"num\">\(counts.rungs[$0] ?? 0)</td>" }.joined()
      out += "</tr>\n"
    }
    out += "<tr class=\"total\"><td>all</td>"
    out += Rung.allCases.map { "<td class=\"num\">\(summary.rungs[$0] ?? 0)</td>" }.joined()
    out += "</tr>\n</tbody></table>\n"
    let sized = ReportText.hasTextSizes(summary)
    if sized {
      out += "<h2>Rungs by text size</h2>\n<table class=\"counts\"><thead><tr><th>text size</th>"
      out += "<th>geometry</th>" + Rung.allCases.map { "<th>\($0.rawValue)</th>" }.joined()
      out += "</tr></thead><tbody>\n"
      for size in summary.byTextSize {
        for counts in size.byGeometry {
          out += "<tr><td>\(x(size.textSize.name))</td><td>\(x(counts.geometry))</td>"
          out += Rung.allCases.map { "<td class=\"num\">\(counts.rungs[$0] ?? 0)</td>" }.joined()
          out += "</tr>\n"
        }
      }
      out += "</tbody></table>\n"
    }
    out += "<table class=\"counts legend\"><thead><tr><th>rung</th><th>meaning</th></tr></thead>"
    out += "<tbody>\n"
    for rung in Rung.allCases where (summary.rungs[rung] ?? 0) > 0 {
      out += "<tr><td><span class=\"rung r-\(rung.rawValue)\">\(rung.rawValue)</span></td>"
      out += "<td>\(x(rung.meaning))</td></tr>\n"
    }
    out += "</tbody></table>\n"
    out += "<h2>Findings</h2>\n" + Self.findings(summary.findings)
    if !summary.worstOverflows.isEmpty {
      out += "<h2>Worst overflows</h2>\n<table class=\"counts\"><thead><tr><th>locale</th>"
      out += "<th>geometry</th><th>preferred px</th><th>label box px</th><th>overflow px</th>"
      out += "<th>rung</th></tr></thead><tbody>\n"
      for item in summary.worstOverflows {
        out += "<tr><td>\(x(item.locale.tag))</td><td>\(x(item.geometry))"
        out += sized ? " at \(x(item.textSize.name))</td>" : "</td>"
        out += "<td class=\"num\">\(ReportText.number(item.preferredWidth))</td>"
        out += "<td class=\"num\">\(ReportText.number(item.labelBox))</td>"
        out += "<td class=\"num\">+\(ReportText.number(item.overflow))</td>"
        out += "<td>\(item.rung.rawValue)</td></tr>\n"
      }
      out += "</tbody></table>\n"
    }
    out +=
      "<h2>Locales without a catalog (\(summary.withoutCatalog.count))</h2>\n<p class=\"list\">"
    out +=
      summary.withoutCatalog.isEmpty
      ? "None." : summary.withoutCatalog.map { x($0.tag) }.joined(separator: ", ")
    out += "</p>\n"
    let notes = LocaleNotes(report.rows)
    out += notes.section()
    if !report.fonts.isEmpty {
      out += "<h2>Fonts</h2>\n<ul class=\"fonts\">\n"
      for font in report.fonts {
        out += "<li>\(x(font.family)) \(x(font.style)) <code>\(x(font.fileName))#\(font.faceIndex)"
        out += "</code> <small>\(x(font.contentHash))</small></li>\n"
      }
      out += "</ul>\n"
    }
    out += "</section>\n"

    // Filters: the values present in the report.
    func options(_ id: String, _ label: String, _ values: [String]) -> String {
      var select = "<label>\(label) <select id=\"f-\(id)\"><option value=\"\">all</option>"
      for value in values { select += "<option>\(x(value))</option>" }
      return select + "</select></label>\n"
    }
    let rows = report.rows
    out += "<div class=\"filters\" role=\"search\">\n"
    out += options("rung", "Rung", Rung.allCases.map(\.rawValue))
    out += options("dir", "Direction", LayoutDirection.allCases.map(\.rawValue))
    out += options("script", "Script", Set(rows.map(\.script)).sorted())
    out += options("geometry", "Geometry", summary.geometries)
    out += options("size", "Text size", summary.textSizes.map(\.name))
    out += options("finding", "Finding", Finding.Kind.allCases.map(\.rawValue))
    out += "<label>Locale <input id=\"f-text\" type=\"search\" placeholder=\"de-CH, German…\">"
    out += "</label>\n<output id=\"count\">\(rows.count) rows</output>\n</div>\n"

    // The rows.
    out += "<table id=\"rows\">\n<thead><tr>"
    out += "<th data-sort=\"text\">Locale</th><th data-sort=\"text\">Geometry</th>"
    if sized { out += "<th data-sort=\"text\">Text size</th>" }
    out += "<th data-sort=\"num\">Rung</th><th>Off · On, as drawn</th>"
    out += "<th data-sort=\"text\">Text</th><th data-sort=\"num\">Width/room px</th>"
    out += "<th data-sort=\"text\">Matched · dir · script</th>"
    out +=
      "<th>Spoken</th><th data-sort=\"num\">Findings</th></tr></thead>\n<tbody>\n"
    // The rows in pieces, grouped by text size: the page is written out as it is made.
    var sizedGeometries: [String: Geometry] = [:]
    for geometry in report.geometries {
      for size in report.textSizes {
        sizedGeometries[geometry.name + "\u{0}" + size.name] = geometry.sized(for: size)
      }
    }
    let columns = sized ? 11 : 10
    var order = 0
    for size in report.textSizes {
      if sized {
        out += "<tr class=\"group\" data-group=\"\(x(size.name))\"><th colspan=\"\(columns)\">"
        out += "Text size \(x(size.name))</th></tr>\n"
      }
      for row in rows where row.textSize == size {
        out += Self.row(
          row, order: order, geometry: sizedGeometries[row.geometry + "\u{0}" + size.name],
          showsSize: sized, notes: notes)
        if order % 64 == 63 {
          try sink(out)
          out = ""
        }
        order += 1
      }
    }
    out += "</tbody></table>\n"
    out += "<script>\(Self.script)</script>\n</body>\n</html>\n"
    try sink(out)
  }

  /// One `<tr>`, drawn with `geometry` at the row's text size.
  private static func row(
    _ row: AuditRow, order: Int, geometry: Geometry?, showsSize: Bool, notes: LocaleNotes
  ) -> String {
    let x = SafeText.xml
    let lang = row.matched.isRoot ? "und" : row.matched.tag
    let search = "\(row.locale.tag) \(row.localeName ?? "") \(row.matched.tag)".lowercased()
    var out = "<tr data-order=\"\(order)\" data-rung=\"\(row.rung.rawValue)\" "
    out += "data-dir=\"\(row.direction.rawValue)\" data-script=\"\(x(row.script))\" "
    out += "data-geometry=\"\(x(row.geometry))\" data-size=\"\(x(row.textSize.name))\" "
    out += "data-finding=\" \(row.findings.map(\.kind.rawValue).joined(separator: " ")) \" "
    out += "data-search=\"\(x(search))\">"
    out += "<td><b>\(x(row.locale.tag))</b>"
    if let name = row.localeName { out += "<br><small>\(x(name))</small>" }
    out += "</td><td>\(x(row.geometry))</td>"
    if showsSize { out += "<td>\(x(row.textSize.name))</td>" }
    let rungIndex = Rung.allCases.firstIndex(of: row.rung) ?? 0
    out += "<td data-v=\"\(rungIndex)\"><span class=\"rung r-\(row.rung.rawValue)\">"
    out += "\(row.rung.rawValue)</span>"
    if row.scale < 1 { out += "<br><small>×\(ReportText.number(row.scale))</small>" }
    out += "</td><td class=\"pic\">"
    if let geometry { out += SwitchSVG.document(row.resolution, geometry: geometry) }
    // Off then on, left to right in every locale; each text isolated (its own direction) and
    // the scale outside it, so an RTL text cannot move "×0.94" or swap the pair.
    out += "</td><td class=\"labels\" lang=\"\(x(lang))\" dir=\"ltr\">"
    if row.off.text == nil, row.on.text == nil {
      out += "<small>images</small> \(x(Self.imageName(row.off))) · \(x(Self.imageName(row.on)))"
    } else {
      out += "\(Self.labelHTML(row.off)) · \(Self.labelHTML(row.on))"
    }
    out += "</td>"
    let width = max(row.on.width, row.off.width)
    out += "<td class=\"num\" data-v=\"\(ReportText.number(width))\">\(ReportText.widths(row))"
    if let preferred = row.preferredWidth, preferred > row.labelBox + 0.001 {
      out += "<br><small>preferred \(ReportText.number(preferred))</small>"
    }
    if !row.tried.isEmpty {
      // The texts the ladder tried, at full size: open to read (no script needed).
      out += "<details class=\"tried\"><summary>\(ReportText.count(row.tried.count, "text pair"))"
      out += " tried</summary><ol>"
      for texts in row.tried {
        out += "<li>off <bdi lang=\"\(x(lang))\">\(x(texts.off))</bdi> "
        out += "\(ReportText.number(texts.offWidth)) px, on <bdi lang=\"\(x(lang))\">"
        out += "\(x(texts.on))</bdi> \(ReportText.number(texts.onWidth)) px</li>"
      }
      out += "</ol></details>"
    }
    // The fonts that measured the words, under the widths they gave.
    let fonts = Array(Set(row.on.fonts + row.off.fonts)).map(\.fileName).sorted()
    if !fonts.isEmpty {
      out += "<small class=\"fonts\">\(fonts.map(x).joined(separator: " "))</small>"
    }
    out += "</td><td class=\"w\">\(x(row.matched.tag))<br><small>\(x(ReportText.chain(row)))"
    out += "<br>\(row.direction.rawValue)\(row.mirrored ? " (mirrored)" : "") · \(x(row.script))"
    out += "</small></td>"
    out += "<td class=\"w\" lang=\"\(x(lang))\" dir=\"auto\"><bdi>\(x(row.off.spoken))</bdi> · "
    out += "<bdi>\(x(row.on.spoken))</bdi></td>"
    let severity = row.severity.map { Finding.Severity.allCases.firstIndex(of: $0) ?? 0 } ?? -1
    out += "<td class=\"w f\" data-v=\"\(severity)\">"
    if !row.findings.isEmpty {
      out += "<ul>"
      let noted = notes.anchor(of: row)
      for finding in row.findings {
        out += "<li class=\"\(finding.severity.rawValue)\" title=\"\(finding.kind.rawValue)\">"
        out += "<b>\(finding.kind.rawValue)</b> "
        if let noted, notes.isNoted(finding, in: row) {
          out += "<a href=\"#\(noted)\">note for \(x(row.locale.tag))</a></li>"
        } else {
          out += "\(x(finding.message))</li>"
        }
      }
      out += "</ul>"
    }
    out += "<small class=\"decision\">\(x(row.decision))</small></td></tr>\n"
    return out
  }

  /// The SHA-256 of ``script`` in base64, for the policy.
  ///
  /// A constant, because the script is one: a test recomputes it with coreutils' `sha256sum`
  /// (change the script, and that test gives the new value).
  static let scriptHash = "RIXyk1+uRseiF18pG0d6dyuG6p3bjcYOtGLAipdFtXg="

  /// The page's policy: nothing but inline styles and the one script below.
  static let contentSecurityPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(scriptHash)'; "
    + "img-src 'none'; base-uri 'none'; form-action 'none'"

  static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#1d1d1f;background:#fff}
    h1{font-size:1.5em;margin:0}h2{font-size:1.1em;margin:1.2em 0 .4em}
    table{border-collapse:collapse}#rows{width:100%}#rows td.w,#rows .labels,.tried li,.list,.fonts,.notes td{overflow-wrap:anywhere}
    #rows td.w,#rows .labels{min-width:6em}#rows td.pic{min-width:11em}.pic svg{max-width:100%;height:auto}#rows td.f{min-width:14em}.rung{white-space:nowrap}small.fonts{display:block}td,th{padding:3px 8px;border-bottom:1px solid #e5e5ea;vertical-align:top;text-align:left}
    th[data-sort]{cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
    thead th{position:sticky;top:0;background:#f5f5f7}.num{text-align:right;font-variant-numeric:tabular-nums}
    .counts td,.counts th{border:1px solid #e5e5ea}.total td{font-weight:bold}
    .list{max-width:80em}.filters{position:sticky;top:0;z-index:2;background:#fff;padding:.6em 0;display:flex;flex-wrap:wrap;gap:.8em;align-items:center}
    #rows thead th{top:3em}.pic svg{display:block}small{color:#6e6e73}
    .rung{padding:1px 6px;border-radius:8px;font-size:12px}.r-preferred,.r-shorter{background:#d1f2d9}
    .r-scaled,.r-grown{background:#fdf0c4}.r-truncated{background:#fbd3d0}.r-image{background:#e8dcf7}
    ul{margin:0;padding-left:1.1em}li.error{color:#b3261e}li.warning{color:#8a5a00}.decision{display:block}
    tr[hidden]{display:none}.tried{font-size:12px;text-align:left}.tried summary{cursor:pointer;color:#595959}.tried ol{margin:0;padding-left:1.4em}tr.group th{background:#f5f5f7;font-size:1.05em;text-align:left}
    """

  /// The page's only script: filtering and sorting.
  ///
  /// A constant: its hash is in the page's policy. It reads the table's data attributes and text
  /// and never writes markup (only `textContent`, attributes and element order).
  static let script = """
    (function () {
      'use strict';
      var table = document.getElementById('rows');
      var body = table.tBodies[0];
      var all = Array.prototype.slice.call(body.rows);
      var rows = all.filter(function (row) { return !row.dataset.group; });
      var groups = all.filter(function (row) { return row.dataset.group; });
      var sorted = false;
      var keys = ['rung', 'dir', 'script', 'geometry', 'size', 'finding'];
      var selects = keys.map(function (key) { return document.getElementById('f-' + key); });
      var search = document.getElementById('f-text');
      var count = document.getElementById('count');
      function apply() {
        var query = search.value.trim().toLowerCase();
        var shown = 0;
        rows.forEach(function (row) {
          var ok = true;
          for (var i = 0; i < keys.length && ok; i++) {
            var want = selects[i].value;
            if (!want) continue;
            if (keys[i] === 'finding') ok = row.dataset.finding.indexOf(' ' + want + ' ') >= 0;
            else ok = row.dataset[keys[i]] === want;
          }
          if (ok && query) ok = row.dataset.search.indexOf(query) >= 0;
          row.hidden = !ok;
          if (ok) shown++;
        });
        var size = document.getElementById('f-size').value;
        groups.forEach(function (group) {
          group.hidden = sorted || (size !== '' && group.dataset.group !== size);
        });
        count.textContent = shown + ' of ' + rows.length + ' rows';
      }
      selects.forEach(function (select) { select.addEventListener('change', apply); });
      search.addEventListener('input', apply);
      function value(cell) {
        return cell.dataset.v !== undefined ? cell.dataset.v : cell.textContent;
      }
      function sortBy(index, header) {
        var numeric = header.dataset.sort === 'num';
        var direction = header.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
        Array.prototype.forEach.call(header.parentNode.cells, function (cell) {
          cell.removeAttribute('aria-sort');
        });
        header.setAttribute('aria-sort', direction === 1 ? 'ascending' : 'descending');
        rows.sort(function (a, b) {
          var x = value(a.cells[index]);
          var y = value(b.cells[index]);
          var order = numeric ? parseFloat(x) - parseFloat(y) : x.localeCompare(y);
          return order * direction || a.dataset.order - b.dataset.order;
        });
        var fragment = document.createDocumentFragment();
        rows.forEach(function (row) { fragment.appendChild(row); });
        body.appendChild(fragment);
        sorted = true;
        apply();
      }
      Array.prototype.forEach.call(table.tHead.rows[0].cells, function (header, index) {
        if (!header.dataset.sort) return;
        header.tabIndex = 0;
        header.addEventListener('click', function () { sortBy(index, header); });
        header.addEventListener('keydown', function (event) {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            sortBy(index, header);
          }
        });
      });
      apply();
    })();
    """
}
