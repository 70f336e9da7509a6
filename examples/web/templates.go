package main

// pageText holds the pages: plain HTML forms, no script.
const pageText = `
{{define "head"}}<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.}}</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 1em auto; max-width: 1200px; padding: 0 1em; color: #222; background: #faf7f0; }
h1 { font-size: 1.5em; }
h2 { font-size: 1.1em; margin: 1em 0 0.3em; }
.board svg { max-width: 100%; height: auto; }
.error { background: #fde2e1; border: 1px solid #c0392b; padding: 0.6em; color: #7b1d14; }
.prompt { font-weight: bold; }
.card { display: inline-block; min-width: 2.2em; padding: 0.3em 0.4em; margin: 0.1em; border: 1px solid #888;
  border-radius: 5px; background: #fff; font-size: 1.3em; text-align: center; color: #111; }
.card.red { color: #c0392b; }
.card.back { background: #3b6ea5; color: #3b6ea5; }
button.card:disabled { opacity: 0.4; }
button.card { cursor: pointer; }
.row { margin: 0.4em 0; }
.log { font-size: 0.9em; color: #444; }
.say { font-style: italic; }
fieldset { border: 1px solid #ccc; margin: 0.5em 0; }
</style>
</head>
<body>
{{end}}

{{define "foot"}}
</body>
</html>
{{end}}

{{define "cards"}}{{range .}}<span class="card{{if .Red}} red{{end}}" data-card="{{.Code}}">{{.Face}}</span>{{end}}{{end}}

{{define "start"}}{{template "head" "Cribbage against a bot"}}
<h1>Cribbage against a bot</h1>
{{if .Error}}<p class="error" role="alert">{{.Error}}</p>{{end}}
{{if .Resume}}<p><a id="resume" href="/game/{{.Resume}}">Go back to your game</a></p>{{end}}
<p>ACC cribbage for two. You count your own hands and peg your own scores; the engine referees.
With muggins on, the bot takes any points you miss; you accept its counts or challenge them.</p>
<form method="post" action="/new" id="new">
<p><label>Your name <input name="name" value="{{.Name}}" maxlength="20" required></label></p>
<fieldset><legend>Your opponent</legend>
<label><input type="radio" name="bot" value="analysis"{{if eq .Bot "analysis"}} checked{{end}}> the analysis bot (strong)</label>
<label><input type="radio" name="bot" value="random"{{if eq .Bot "random"}} checked{{end}}> the random bot (weak)</label>
</fieldset>
<fieldset><legend>Rules</legend>
<label><input type="checkbox" name="muggins"{{if .Muggins}} checked{{end}}> muggins</label>
<label><input type="checkbox" name="miscount"{{if .Miscount}} checked{{end}}> the bot miscounts sometimes (catch it with muggins)</label>
<label><input type="radio" name="hole" value="121"{{if eq .Hole 121}} checked{{end}}> game to 121</label>
<label><input type="radio" name="hole" value="61"{{if eq .Hole 61}} checked{{end}}> game to 61</label>
</fieldset>
<p><button type="submit" id="start">Start a game</button></p>
</form>
{{template "foot"}}{{end}}

{{define "game"}}{{template "head" "Cribbage: your game"}}
<h1>{{.You}} against the {{.BotName}} bot</h1>
<p id="score">{{.You}} {{index .Scores 0}}, Bot {{index .Scores 1}} (game to {{.Hole}}{{if .Muggins}}, muggins on{{else}}, muggins off{{end}}{{if .Miscount}}, the bot miscounts{{end}}){{if .Between}}. Deal {{.Deal}} is over; {{.Dealer}} deals next.{{else if .Dealer}}. Deal {{.Deal}}: {{.Dealer}} deals.{{end}}</p>
<div class="board" id="board">{{.Board}}</div>
{{if .Error}}<p class="error" role="alert" id="error">{{.Error}}</p>{{end}}
{{if .Result}}<p class="prompt" id="result">{{.Result}}</p><p><a href="/">Play again</a></p>{{end}}
{{if .Prompt}}<p class="prompt" id="prompt">{{.Prompt}}</p>{{end}}

{{if eq .Mode "discard"}}
<form method="post" id="discard">
<input type="hidden" name="do" value="discard">
<div class="row">{{range .Hand}}<label class="card{{if .Red}} red{{end}}"><input type="checkbox" name="card" value="{{.Code}}"> {{.Face}}</label>{{end}}</div>
<button type="submit">Lay away to the crib</button>
</form>
{{else if eq .Mode "lay"}}
<form method="post" id="lay">
<input type="hidden" name="do" value="lay">
<div class="row">{{range .Hand}}<button class="card{{if .Red}} red{{end}}" type="submit" name="card" value="{{.Code}}"{{if not .Legal}} disabled{{end}}>{{.Face}}</button>{{end}}</div>
<label>and peg <input name="points" size="3" inputmode="numeric" placeholder="?"> (leave empty to be asked)</label>
</form>
{{else if eq .Mode "peg"}}
<form method="post" id="peg">
<input type="hidden" name="do" value="peg">
<label>Peg <input name="points" size="3" inputmode="numeric" value="0" autofocus></label>
<button type="submit">Peg</button>
</form>
{{else if eq .Mode "go"}}
<form method="post" id="go">
<input type="hidden" name="do" value="go">
<button type="submit">Go</button>
</form>
{{else if eq .Mode "count"}}
<form method="post" id="count">
<input type="hidden" name="do" value="count">
<label>{{if .CountCrib}}My crib{{else}}My hand{{end}} is worth <input name="points" size="3" inputmode="numeric" autofocus></label>
<button type="submit">Peg it</button>
</form>
{{else if eq .Mode "accept"}}
<form method="post" id="accept">
<input type="hidden" name="do" value="accept">
<button type="submit">Accept</button>
</form>
<form method="post" id="correct">
<input type="hidden" name="do" value="correct">
<button type="submit">It pegged too many</button>
</form>
{{if .Muggins}}
<form method="post" id="muggins">
<input type="hidden" name="do" value="muggins">
<label>Muggins for <input name="points" size="3" inputmode="numeric"></label>
<button type="submit">Call muggins</button>
</form>
{{end}}
{{else if eq .Mode "pegout"}}
<form method="post" id="pegout">
<button type="submit" name="do" value="pegout">Peg out</button>
<button type="submit" name="do" value="refuse">Refuse</button>
</form>
{{else if eq .Mode "deal"}}
<form method="post" id="deal">
<input type="hidden" name="do" value="deal">
<button type="submit">Deal the next hand</button>
</form>
{{end}}

<h2>The table</h2>
<div class="row" id="starter">Starter: {{if .Starter.Code}}{{template "cards" (slice1 .Starter)}}{{else}}<span class="card back">?</span>{{end}}</div>
{{if .Play}}<div class="row" id="pile">The count is <b id="count-value">{{.Count}}</b>: {{template "cards" .Pile}}</div>
<div class="row">The bot holds {{.BotHeld}} {{if eq .BotHeld 1}}card{{else}}cards{{end}}.</div>{{end}}
<div class="row" id="crib">{{if .YourCrib}}Your crib{{else}}The bot's crib{{end}}: {{if .CribOpen}}{{template "cards" .Crib}}{{else}}{{range $i, $c := (seq .CribLen)}}<span class="card back">?</span>{{end}}{{end}}</div>
<div class="row" id="hand">Your hand: {{template "cards" .Hand}}</div>
{{if and .Kept (ne (len .Kept) (len .Hand))}}<div class="row" id="kept">You keep for the show: {{template "cards" .Kept}}</div>{{end}}

{{if .Show}}
<h2>The show</h2>
<ul id="show">
{{range .Show}}<li>{{.Who}}'s {{if .Crib}}crib{{else}}hand{{end}} {{template "cards" .Cards}} with {{template "cards" (slice1 .Starter)}}:
{{if .Say}}<span class="say">{{.Say}}</span> ({{.Points}}).{{else if .Open}}<span class="say">nothing</span> (0).{{end}}{{if .Said}} {{.Who}} pegged {{.Claimed}}.{{end}}</li>
{{end}}</ul>
{{end}}

<h2>What happened this deal</h2>
<ul class="log" id="log">{{range .Log}}<li>{{.}}</li>{{end}}</ul>
<p><a href="/">Start page</a> · This game's address: <a href="/game/{{.ID}}">/game/{{.ID}}</a>. Come back to it while this server runs: games are not kept when it stops.</p>
{{template "foot"}}{{end}}
`
