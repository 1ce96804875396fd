-- CALV-1N played as an upgrade: its creature gains "Fight/Reap: draw a card"
-- (KF-PLAY-AS-1); the creature's own Fight:/Reap: resolve first.
local function draw(ctx)
	ctx:draw(1)
end

return {
	grants = {
		fight = draw,
		reap = draw,
	},
}
