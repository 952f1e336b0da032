// A seat's page: it joins with the code after the address's '#', then shows what the
// table sends (the seat's View described) and sends back the move tapped.  Every word
// is set as text, never as markup.
"use strict";

const token = decodeURIComponent(location.hash.slice(1));
const FINAL_CLOSES = { 1001: "The table closed.", 4000: "This seat was opened on another phone.",
                       4001: "This seat was released.", 4003: "That code opens no seat." };
let socket = null;
let page = null;
let retries = 0;
let refusalTimer = null;
let finished = "";

const $ = (id) => document.getElementById(id);

function make(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function connect() {
  if (!token) {
    showStatus("Scan your seat's code on the TV to open your hand.");
    return;
  }
  if (socket && socket.readyState <= WebSocket.OPEN) return;  // one socket at a time
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws`);
  socket.onopen = () => {
    retries = 0;
    setConnection(true);
    socket.send(JSON.stringify({ type: "hello", token }));
  };
  socket.onmessage = (event) => received(JSON.parse(event.data));
  socket.onclose = (event) => {
    if (event.target !== socket) return;
    setConnection(false);
    if (FINAL_CLOSES[event.code]) {
      finished = event.reason || FINAL_CLOSES[event.code];
      showStatus(finished);
      $("choices").replaceChildren();
      return;
    }
    setTimeout(connect, Math.min(5000, 400 * 2 ** retries++));  // back when the network is
  };
}

function received(message) {
  if (message.type === "view") {
    page = message;
    render();
  } else if (message.type === "refused") {
    showRefusal(message.reason);
    enableChoices(true);
  }
}

function setConnection(open) {
  const shown = $("connection");
  shown.textContent = open ? "connected" : "offline";
  shown.classList.toggle("offline", !open);
}

function showStatus(words) {
  $("status").textContent = words;
}

function showRefusal(reason) {
  const shown = $("refusal");
  shown.textContent = reason;
  shown.hidden = false;
  clearTimeout(refusalTimer);
  refusalTimer = setTimeout(() => { shown.hidden = true; }, 6000);
}

function render() {
  document.title = `${page.name}: ${page.game}`;
  $("seat-name").textContent = page.name;
  $("seat-colour").style.background = page.colour;
  $("game").textContent = page.game;
  showStatus(page.status);
  $("status").classList.toggle("asked", page.asked);
  renderClock(page.clock);
  renderChoices(page.choices);
  const [own, ...rest] = page.sections.map(renderSection);  // the seat's hand comes first
  $("hand").replaceChildren(...(own ? [own] : []));
  $("sections").replaceChildren(...rest);
  $("log").replaceChildren(...page.log.map((line) => make("li", "", line)));
}

function renderClock(clock) {
  $("clock").hidden = !clock;
  if (!clock) return;
  $("clock-call").textContent = `${clock.call} ${clock.left.toFixed(1)} s`;
  $("clock-left").style.width = `${Math.max(0, 100 * clock.left / clock.total)}%`;
}

function renderChoices(choices) {
  const buttons = choices.map((choice) => {
    const button = make("button", "", choice.label);
    button.type = "button";
    button.dataset.move = choice.text;
    button.addEventListener("click", () => choose(choice));
    return button;
  });
  $("choices").replaceChildren(...buttons);
}

function enableChoices(on) {
  for (const button of $("choices").querySelectorAll("button")) button.disabled = !on;
}

function choose(choice) {
  if (!socket || socket.readyState !== WebSocket.OPEN || !page) return;
  $("refusal").hidden = true;
  enableChoices(false);  // until the table answers: a new view, or a refusal
  socket.send(JSON.stringify({ type: "act", seat: page.seat, move: choice.text, turn: page.turn }));
}

function renderSection(section) {
  const box = make("section", "section");
  box.dataset.title = section.title;
  box.append(make("h2", "", section.title));
  if (section.cards || section.tiles) {
    const shown = section.cards || section.tiles;
    const row = make("div", "cards");
    for (const item of shown) {
      const red = section.cards && /[♥♦]/.test(item);
      row.append(make("span", section.cards ? (red ? "card red" : "card") : "tile", item));
    }
    if (!shown.length) row.append(make("span", "empty", section.empty || "none"));
    box.append(row);
  } else if (section.lines) {
    const list = make("ul", "lines");
    for (const line of section.lines) list.append(make("li", "", line));
    if (!section.lines.length) list.append(make("li", "empty", "nothing yet"));
    box.append(list);
  } else {
    box.append(make("div", "text", section.text));
  }
  return box;
}

document.addEventListener("visibilitychange", () => {
  const closed = !socket || socket.readyState === WebSocket.CLOSED;
  if (document.visibilityState === "visible" && closed && !finished) connect();
});
connect();
