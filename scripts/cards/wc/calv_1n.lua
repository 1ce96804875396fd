-- CALV-1N (WC 308), creature: Fight/Reap: draw a card. Its `may_play_as` entry,
-- calv_1n_as_upgrade, is the card played as an upgrade.
local function draw(ctx)
	ctx:draw(1)
end

return {
	fight = draw,
	reap = draw,
}
