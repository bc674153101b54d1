(function () {
  'use strict';
  var HOLD = 0.3;
  var TRAIL = 0.1;
  var SPREAD = /* ReportPlayer.pinchSpread */ 60;
  var clipCount = 0;
  var players = [];
  var current = null;
  var paletteElement = document.getElementById('fluid-lab-palette');
  var palette = paletteElement ? JSON.parse(paletteElement.textContent) : {};

  function color(role) { return palette[role] || '#5d6d7e'; }

  function make(parent, name, attributes) {
    var element = document.createElementNS(parent.namespaceURI, name);
    for (var key in attributes) { element.setAttribute(key, attributes[key]); }
    parent.appendChild(element);
    return element;
  }

  function fixed(value, digits) {
    if (typeof value !== 'number' || !isFinite(value)) { return 'n/a'; }
    var text = value.toFixed(digits);
    return /^-0[.]?0*$/.test(text) ? text.slice(1) : text;
  }

  // The index of the last of the sorted `times` at or before `time`; -1 when none is.
  function lastAtOrBefore(times, time) {
    var low = 0, high = times.length - 1, found = -1;
    while (low <= high) {
      var middle = (low + high) >> 1;
      if (times[middle] <= time) { found = middle; low = middle + 1; } else { high = middle - 1; }
    }
    return found;
  }

  // The value of `column` at frame `index`: a column is one value per frame, or the one
  // value every frame has.
  function at(column, index) { return Array.isArray(column) ? column[index] : column; }

  // The trace's frames from the report's columns (ReportFrameColumns): every member of every
  // frame and node as the trace has it, in its order.
  function expand(columns) {
    if (Array.isArray(columns)) { return columns; }
    var frames = [];
    var nodeKeys = ['x', 'y', 'width', 'height', 'alpha', 'transform', 'cornerRadius', 'hidden',
      'inContainer', 'zIndex', 'parent', 'clips'];
    var sheetKeys = ['value', 'velocity', 'detent', 'phase', 'keyboardHeight'];
    for (var i = 0; i < columns.count; i += 1) {
      var frame = {
        t: at(columns.t, i), progress: at(columns.progress, i),
        velocity: at(columns.velocity, i), phase: at(columns.phase, i), nodes: {}
      };
      var roles = String(at(columns.roles, i));
      (roles ? roles.split(' ') : []).forEach(function (role) {
        var node = {};
        var source = columns.nodes[role];
        nodeKeys.forEach(function (key) {
          var value = key === 'transform'
            ? source.transform.map(function (coefficient) { return at(coefficient, i); })
            : at(source[key], i);
          if (value !== null || ['zIndex', 'parent', 'clips'].indexOf(key) < 0) { node[key] = value; }
        });
        frame.nodes[role] = node;
      });
      if (columns.sheet) {
        var sheet = null;
        if (at(columns.sheet.detent, i) !== null) {
          sheet = {};
          sheetKeys.forEach(function (key) { sheet[key] = at(columns.sheet[key], i); });
        }
        frame.sheet = sheet;
      }
      if (columns.transition !== undefined) { frame.transition = at(columns.transition, i); }
      frames.push(frame);
    }
    return frames;
  }

  function Side(box, trace) {
    var self = this;
    this.box = box;
    this.frames = expand(trace.frames || []);
    this.times = this.frames.map(function (frame) { return frame.t; });
    var svg = box.querySelector('svg.stage');
    this.layer = svg.querySelector('g.nodes');
    var overlay = svg.querySelector('g.overlay');
    this.readout = {};
    ['t', 'frame', 'progress', 'velocity', 'phase', 'sheet'].forEach(function (name) {
      self.readout[name] = box.querySelector('.r-' + name);
    });
    var container = (trace.scenario && trace.scenario.container) || {};
    this.size = { width: container.width || 0, height: container.height || 0 };
    var keyboardLayer = svg.querySelector('g.keyboard');
    this.keyboard = keyboardLayer ? make(keyboardLayer, 'rect', {
      'class': 'keyboard', 'x': '0', 'width': this.size.width, 'fill': '#8e8e93',
      'fill-opacity': '0.85', 'display': 'none'
    }) : null;
    this.roles = [];
    this.frames.forEach(function (frame) {
      for (var role in frame.nodes) {
        if (self.roles.indexOf(role) < 0) { self.roles.push(role); }
      }
    });
    // Each node is a group: its rectangle, then the group of the nodes nested in it (a
    // zoom's content snapshots in their flight), in its coordinates, under its transform
    // and alpha, clipped to its rounded bounds when it clips.
    this.boxes = {};
    // The pattern over each role's node that shows what kind of view it is (ReportDecoration).
    var decorations = {};
    (box.getAttribute('data-decorations') || '').split(' ').forEach(function (pair) {
      var colon = pair.lastIndexOf(':');
      if (colon > 0) { decorations[pair.slice(0, colon)] = pair.slice(colon + 1); }
    });
    var defs = svg.querySelector('defs') || make(svg, 'defs', {});
    this.roles.forEach(function (role) {
      var box = make(self.layer, 'g', { 'class': 'node-box', 'data-role': role });
      // Its name on hover: the key under the stage gives its colour.
      make(box, 'title', {}).textContent = role;
      var clipId = 'fluid-lab-clip-' + (clipCount += 1);
      var clip = make(defs, 'clipPath', { 'id': clipId });
      self.boxes[role] = {
        box: box,
        rect: make(box, 'rect', {
          'class': 'node', 'data-role': role, 'stroke-width': '1.5',
          'vector-effect': 'non-scaling-stroke', 'display': 'none'
        }),
        decoration: decorations[role] ? make(box, 'rect', {
          'class': 'deco', 'fill': 'url(#' + decorations[role] + ')', 'display': 'none'
        }) : null,
        children: make(box, 'g', { 'class': 'children', 'data-parent': role }),
        clipId: clipId,
        clipRect: make(clip, 'rect', { 'x': '0', 'y': '0' })
      };
    });
    this.order = '';
    var events = (trace.scenario && trace.scenario.events) || [];
    this.touches = events.filter(function (event) {
      return event.type.indexOf('touch') === 0;
    });
    this.touchTimes = this.touches.map(function (touch) { return touch.t; });
    this.pinches = events.filter(function (event) {
      return event.type.indexOf('pinch') === 0;
    });
    this.pinchTimes = this.pinches.map(function (pinch) { return pinch.t; });
    this.trail = make(overlay, 'polyline', {
      'class': 'trail', 'fill': 'none', 'stroke': '#1d1d1f', 'stroke-opacity': '0.35',
      'stroke-width': '4', 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
      'vector-effect': 'non-scaling-stroke', 'display': 'none'
    });
    this.markers = [];
    (trace.events || []).forEach(function (event) {
      var kind = event.type === 'detentGrab' ? 'grab' : event.type === 'detentRelease' ? 'release' : event.type;
      if (kind !== 'grab' && kind !== 'release') { return; }
      // Only where a touch or a pinch made it: a programmatic cancel or finish has no
      // finger.
      var touch = lastAtOrBefore(self.touchTimes, event.t);
      var pinch = lastAtOrBefore(self.pinchTimes, event.t);
      var byPinch = pinch >= 0 && self.pinchTimes[pinch] === event.t;
      if (!byPinch && (touch < 0 || self.touchTimes[touch] !== event.t)) { return; }
      var where = byPinch ? self.pinchAt(event.t, true) : self.fingerAt(event.t, true);
      if (!where) { return; }
      var grab = kind === 'grab';
      var marker = make(overlay, 'circle', {
        'class': 'marker ' + kind, 'cx': where.x, 'cy': where.y, 'r': '18',
        'fill': 'none', 'stroke': grab ? '#e67e22' : '#8e44ad', 'stroke-width': '2.5',
        'vector-effect': 'non-scaling-stroke', 'display': 'none'
      });
      if (!grab) { marker.setAttribute('stroke-dasharray', '5 3'); }
      self.markers.push({ t: event.t, element: marker });
    });
    this.finger = make(overlay, 'circle', {
      'class': 'finger', 'r': '13', 'fill': '#1d1d1f', 'fill-opacity': '0.45',
      'stroke': '#ffffff', 'stroke-width': '1.5', 'vector-effect': 'non-scaling-stroke',
      'display': 'none'
    });
    // A pinch's two fingers, SPREAD points × its scale either side of their centroid.
    this.pinchFingers = [0, 1].map(function () {
      return make(overlay, 'circle', {
        'class': 'pinch-finger', 'r': '13', 'fill': '#1d1d1f', 'fill-opacity': '0.45',
        'stroke': '#ffffff', 'stroke-width': '1.5', 'vector-effect': 'non-scaling-stroke',
        'display': 'none'
      });
    });
  }

  // The pinch at `time`: its last event at or before it, while its fingers are down (with
  // `any`, whatever the event), with the centroid it last had and its last scale.
  Side.prototype.pinchAt = function (time, any) {
    var index = lastAtOrBefore(this.pinchTimes, time);
    if (index < 0) { return null; }
    var pinch = this.pinches[index];
    var down = pinch.type === 'pinchBegin' || pinch.type === 'pinchMove';
    if (!any && !down) { return null; }
    var at = index;
    while (at >= 0 && typeof this.pinches[at].x !== 'number') { at -= 1; }
    var scaled = index;
    while (scaled >= 0 && typeof this.pinches[scaled].scale !== 'number') { scaled -= 1; }
    if (at < 0) { return null; }
    return {
      x: this.pinches[at].x, y: this.pinches[at].y, index: at,
      scale: scaled >= 0 ? this.pinches[scaled].scale : 1
    };
  };

  // The last touch sample at or before `time` that has a position; with `any`, whatever
  // the touch, otherwise only while the finger is down.
  Side.prototype.fingerAt = function (time, any) {
    var index = lastAtOrBefore(this.touchTimes, time);
    if (index < 0) { return null; }
    var touch = this.touches[index];
    var down = touch.type === 'touchDown' || touch.type === 'touchMove';
    if (!any && !down) { return null; }
    while (index >= 0 && typeof this.touches[index].x !== 'number') { index -= 1; }
    return index >= 0 ? { x: this.touches[index].x, y: this.touches[index].y, index: index } : null;
  };

  Side.prototype.show = function (time) {
    var index = lastAtOrBefore(this.times, time);
    var shown = Math.max(index, 0);
    var frame = this.frames[shown];
    var self = this;
    this.box.setAttribute('data-frame', String(shown));
    if (frame) {
      this.roles.forEach(function (role) {
        var box = self.boxes[role];
        var node = frame.nodes[role];
        draw(box.rect, node, role);
        decorate(box.decoration, box.rect, node);
        nest(box, node);
      });
      // Each node in the container's drawing order, inside the node it is nested in.
      var groups = {};
      this.roles.forEach(function (role) {
        var node = frame.nodes[role];
        if (!node || !node.inContainer) { return; }
        var parent = node.parent && frame.nodes[node.parent] && frame.nodes[node.parent].inContainer
          ? node.parent : '';
        (groups[parent] = groups[parent] || []).push(role);
      });
      var order = '';
      Object.keys(groups).sort().forEach(function (parent) {
        groups[parent].sort(function (a, b) { return frame.nodes[a].zIndex - frame.nodes[b].zIndex; });
        order += parent + ':' + groups[parent].join(' ') + ';';
      });
      if (order !== this.order) {
        this.order = order;
        Object.keys(groups).forEach(function (parent) {
          var into = parent === '' ? self.layer : self.boxes[parent].children;
          groups[parent].forEach(function (role) { into.appendChild(self.boxes[role].box); });
        });
      }
      this.readout.t.textContent = 't ' + fixed(frame.t, 4) + ' s';
      this.readout.frame.textContent = 'frame ' + (shown + 1) + '/' + this.frames.length;
      this.readout.progress.textContent = fixed(frame.progress, 4);
      this.readout.velocity.textContent = fixed(frame.velocity, 3);
      this.readout.phase.textContent = index < 0 ? frame.phase + ' (not yet presented)' : frame.phase;
      var sheet = frame.sheet;
      if (this.readout.sheet) {
        this.readout.sheet.textContent = sheet
          ? fixed(sheet.value, 1) + ' pt · ' + sheet.detent + ' · ' + sheet.phase + ' · velocity '
            + fixed(sheet.velocity, 0) + ' pt/s · keyboard ' + fixed(sheet.keyboardHeight, 1) + ' pt'
          : 'not presented';
      }
      if (this.keyboard) {
        var keyboard = sheet ? sheet.keyboardHeight : 0;
        this.keyboard.setAttribute('display', keyboard > 0 ? 'inline' : 'none');
        this.keyboard.setAttribute('y', this.size.height - keyboard);
        this.keyboard.setAttribute('height', Math.max(keyboard, 0));
      }
    }
    var pinch = this.pinchAt(time, false);
    this.pinchFingers.forEach(function (circle, side) {
      if (!pinch) { circle.setAttribute('display', 'none'); return; }
      circle.setAttribute('cx', pinch.x + (side ? 1 : -1) * SPREAD * Math.max(pinch.scale, 0));
      circle.setAttribute('cy', pinch.y);
      circle.setAttribute('display', 'inline');
    });
    // While a pinch holds, its two fingers are the fingers on the glass.
    var finger = pinch ? null : this.fingerAt(time, false);
    if (pinch) {
      var centroids = [];
      for (var p = pinch.index; p >= 0; p -= 1) {
        var sample = this.pinches[p];
        if (sample.t < time - TRAIL) { break; }
        if (typeof sample.x === 'number') { centroids.unshift(sample.x + ',' + sample.y); }
        if (sample.type === 'pinchBegin') { break; }
      }
      this.trail.setAttribute('points', centroids.join(' '));
      this.trail.setAttribute('display', centroids.length > 1 ? 'inline' : 'none');
    } else if (finger) {
      this.finger.setAttribute('cx', finger.x);
      this.finger.setAttribute('cy', finger.y);
      this.finger.setAttribute('display', 'inline');
      var points = [];
      for (var k = finger.index; k >= 0; k -= 1) {
        var touch = this.touches[k];
        if (touch.t < time - TRAIL || typeof touch.x !== 'number') { break; }
        points.unshift(touch.x + ',' + touch.y);
        if (touch.type === 'touchDown') { break; }
      }
      this.trail.setAttribute('points', points.join(' '));
      this.trail.setAttribute('display', points.length > 1 ? 'inline' : 'none');
    } else {
      this.finger.setAttribute('display', 'none');
      this.trail.setAttribute('display', 'none');
    }
    this.markers.forEach(function (marker) {
      marker.element.setAttribute('display', marker.t <= time ? 'inline' : 'none');
    });
    return shown;
  };

  // One node: its frame with its transform applied about the frame's centre (UIKit's
  // rule), its alpha and corner radius; dashed when hidden; not drawn outside the
  // container.
  function draw(rect, node, role) {
    if (!node || !node.inContainer) { rect.setAttribute('display', 'none'); return; }
    var m = node.transform;
    var width = Math.abs(node.width), height = Math.abs(node.height);
    var cx = node.x + node.width / 2, cy = node.y + node.height / 2;
    var e = cx - (m[0] * cx + m[2] * cy) + m[4];
    var f = cy - (m[1] * cx + m[3] * cy) + m[5];
    var paint = color(role);
    rect.setAttribute('display', 'inline');
    rect.setAttribute('x', node.x);
    rect.setAttribute('y', node.y);
    rect.setAttribute('width', width);
    rect.setAttribute('height', height);
    rect.setAttribute('rx', Math.max(0, Math.min(node.cornerRadius, Math.min(width, height) / 2)));
    rect.setAttribute('transform', 'matrix(' + [m[0], m[1], m[2], m[3], e, f].join(' ') + ')');
    rect.setAttribute('stroke', paint);
    if (node.hidden) {
      rect.setAttribute('fill', 'none');
      rect.setAttribute('stroke-dasharray', '6 4');
      rect.setAttribute('stroke-opacity', '0.8');
      rect.setAttribute('data-hidden', 'true');
    } else {
      rect.setAttribute('fill', paint);
      rect.setAttribute('fill-opacity', node.alpha);
      rect.setAttribute('stroke-opacity', 0.3 + 0.6 * Math.max(0, Math.min(node.alpha, 1)));
      rect.removeAttribute('stroke-dasharray');
      rect.removeAttribute('data-hidden');
    }
  }

  // The decoration over a node's rectangle: the same geometry, at its alpha; none while it
  // is hidden or out of the container.
  function decorate(decoration, rect, node) {
    if (!decoration) { return; }
    if (!node || !node.inContainer || node.hidden || !(node.alpha > 0)) {
      decoration.setAttribute('display', 'none');
      return;
    }
    ['x', 'y', 'width', 'height', 'rx', 'transform'].forEach(function (name) {
      decoration.setAttribute(name, rect.getAttribute(name));
    });
    decoration.setAttribute('opacity', Math.min(node.alpha, 1));
    decoration.setAttribute('display', 'inline');
  }

  // The group of the nodes nested in `node`: in its coordinates (its frame's top-left
  // corner, under its transform about its centre), at its alpha, clipped to its rounded
  // bounds when it clips; nothing while it is hidden or out of the container.
  function nest(box, node) {
    var group = box.children;
    if (!node || !node.inContainer || node.hidden) { group.setAttribute('display', 'none'); return; }
    var m = node.transform;
    var width = Math.abs(node.width), height = Math.abs(node.height);
    var cx = node.x + node.width / 2, cy = node.y + node.height / 2;
    var e = cx - (m[0] * cx + m[2] * cy) + m[4];
    var f = cy - (m[1] * cx + m[3] * cy) + m[5];
    group.setAttribute('display', 'inline');
    group.setAttribute('transform', 'matrix(' + [m[0], m[1], m[2], m[3], e, f].join(' ') + ') translate('
      + node.x + ' ' + node.y + ')');
    group.setAttribute('opacity', Math.max(0, Math.min(node.alpha, 1)));
    if (node.clips) {
      box.clipRect.setAttribute('width', width);
      box.clipRect.setAttribute('height', height);
      box.clipRect.setAttribute('rx', Math.max(0, Math.min(node.cornerRadius, Math.min(width, height) / 2)));
      group.setAttribute('clip-path', 'url(#' + box.clipId + ')');
    } else {
      group.removeAttribute('clip-path');
    }
  }

  function Player(root) {
    var self = this;
    this.root = root;
    root.fluidPlayer = this;
    var boxes = root.querySelectorAll('.stage-box');
    var ids = root.getAttribute('data-traces').split(' ');
    this.sides = [];
    ids.forEach(function (id, index) {
      var data = document.getElementById(id);
      if (data && boxes[index]) { self.sides.push(new Side(boxes[index], JSON.parse(data.textContent))); }
    });
    var all = [];
    this.sides.forEach(function (side) { all = all.concat(side.times); });
    all.sort(function (a, b) { return a - b; });
    this.times = all.filter(function (time, index) { return index === 0 || time !== all[index - 1]; });
    this.start = Number(root.getAttribute('data-start'));
    this.end = Number(root.getAttribute('data-end'));
    this.time = this.start;
    this.speed = 1;
    this.playing = false;
    this.token = 0;
    this.playButton = root.querySelector('button.play');
    this.loopBox = root.querySelector('input.loop');
    this.clock = root.querySelector('.clock');
    this.timeline = root.querySelector('svg.timeline');
    this.playhead = root.querySelector('.playhead');
    this.playButton.addEventListener('click', function () { self.toggle(); });
    root.querySelector('button.restart').addEventListener('click', function () {
      self.seek(self.start);
      self.play();
    });
    root.querySelector('button.back').addEventListener('click', function () { self.step(-1); });
    root.querySelector('button.forward').addEventListener('click', function () { self.step(1); });
    var speedButtons = root.querySelectorAll('button.speed');
    Array.prototype.forEach.call(speedButtons, function (button) {
      button.addEventListener('click', function () {
        self.speed = Number(button.getAttribute('data-speed'));
        Array.prototype.forEach.call(speedButtons, function (other) {
          other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
        });
      });
    });
    var dragging = false;
    function seekAt(event) {
      var box = self.timeline.getBoundingClientRect();
      var fraction = Math.min(Math.max((event.clientX - box.left) / (box.width || 1), 0), 1);
      self.pause();
      self.seek(self.start + fraction * (self.end - self.start));
    }
    this.timeline.addEventListener('pointerdown', function (event) {
      dragging = true;
      current = self;
      if (self.timeline.setPointerCapture) { self.timeline.setPointerCapture(event.pointerId); }
      seekAt(event);
    });
    this.timeline.addEventListener('pointermove', function (event) { if (dragging) { seekAt(event); } });
    this.timeline.addEventListener('pointerup', function () { dragging = false; });
    root.addEventListener('pointerdown', function () { current = self; });
    root.addEventListener('focusin', function () { current = self; });
    root.removeAttribute('hidden');
    this.render();
  }

  Player.prototype.render = function () {
    var time = Math.min(this.time, this.end);
    var frames = this.sides.map(function (side) { return side.show(time); });
    this.root.setAttribute('data-frame', String(frames.length ? frames[0] : 0));
    this.root.setAttribute('data-time', String(time));
    this.root.setAttribute('data-playing', this.playing ? 'true' : 'false');
    this.playButton.textContent = this.playing ? '❚❚ pause' : '▶ play';
    this.clock.textContent = fixed(time, 3) + ' s';
    var length = this.end > this.start ? this.end - this.start : 1;
    var x = String(1000 * Math.min(Math.max((time - this.start) / length, 0), 1));
    this.playhead.setAttribute('x1', x);
    this.playhead.setAttribute('x2', x);
  };

  Player.prototype.seek = function (time) {
    this.time = Math.min(Math.max(time, this.start), this.end);
    this.render();
  };

  Player.prototype.step = function (direction) {
    if (!this.times.length) { return; }
    this.pause();
    var index = lastAtOrBefore(this.times, Math.min(this.time, this.end));
    var next = Math.min(Math.max(index + direction, 0), this.times.length - 1);
    this.seek(this.times[next]);
  };

  Player.prototype.toggle = function () {
    if (this.playing) { this.pause(); } else { this.play(); }
  };

  Player.prototype.pause = function () {
    this.playing = false;
    this.token += 1;
    this.render();
  };

  Player.prototype.play = function () {
    if (this.playing) { return; }
    if (this.time >= this.end) { this.time = this.start; }
    this.playing = true;
    var self = this;
    var token = this.token += 1;
    var last = null;
    function tick(timestamp) {
      if (token !== self.token || !self.playing) { return; }
      if (last !== null) {
        var time = self.time + (timestamp - last) / 1000 * self.speed;
        if (time > self.end) {
          if (!self.loopBox.checked) {
            time = self.end;
            self.playing = false;
          } else if (time > self.end + HOLD) {
            time = self.start;
          }
        }
        self.time = time;
      }
      last = timestamp;
      self.render();
      if (self.playing) { window.requestAnimationFrame(tick); }
    }
    this.render();
    window.requestAnimationFrame(tick);
  };

  function playerOf(element) {
    while (element && element !== document) {
      if (element.fluidPlayer) { return element.fluidPlayer; }
      element = element.parentNode;
    }
    return null;
  }

  // The player in view, nearest the top; the first one if none is.
  function inView() {
    for (var i = 0; i < players.length; i += 1) {
      var box = players[i].root.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight) { return players[i]; }
    }
    return players[0] || null;
  }

  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) { return; }
    var tag = event.target && event.target.tagName ? event.target.tagName.toLowerCase() : '';
    if (tag === 'input' || tag === 'select' || tag === 'textarea') { return; }
    var player = playerOf(event.target) || current || inView();
    if (!player) { return; }
    if (event.key === ' ' || event.key === 'Spacebar') {
      if (tag === 'button') { return; }
      player.toggle();
    } else if (event.key === 'ArrowRight') {
      player.step(1);
    } else if (event.key === 'ArrowLeft') {
      player.step(-1);
    } else {
      return;
    }
    current = player;
    event.preventDefault();
  }

  // #ID&t=SECONDS: the player of element ID becomes the current one, paused at SECONDS.
  function seekFromHash() {
    var parts = window.location.hash.slice(1).split('&');
    if (!parts[0]) { return; }
    var element = document.getElementById(decodeURIComponent(parts[0]));
    var root = element && (element.fluidPlayer ? element : element.querySelector('.player'));
    if (!root || !root.fluidPlayer) { return; }
    current = root.fluidPlayer;
    for (var i = 1; i < parts.length; i += 1) {
      var pair = parts[i].split('=');
      var time = Number(pair[1]);
      if (pair[0] === 't' && pair.length === 2 && pair[1] !== '' && isFinite(time)) {
        current.pause();
        current.seek(time);
      }
    }
    if (parts.length > 1) { element.scrollIntoView(); }
  }

  function start() {
    var roots = document.querySelectorAll('.player');
    for (var i = 0; i < roots.length; i += 1) { players.push(new Player(roots[i])); }
    document.addEventListener('keydown', onKey);
    window.addEventListener('hashchange', seekFromHash);
    seekFromHash();
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
