-- Saurus Rex (WC 227): Fight/Reap: If Saurus Rex is in the center of your battleline, you
-- may exalt it. If you do, search your deck for a Saurian card, reveal it, and add it to
-- your hand. Then, shuffle your deck.
local function lead(ctx)
	if not ctx:rule("in_center", ctx.this) then
		return
	end
	local pick = ctx:choose({ prompt = "Exalt Saurus Rex?", options = { "exalt", "no" } })[1]
	if pick ~= "exalt" or not ctx.this:is_valid() then
		return
	end
	ctx:rule("exalt", ctx.this)
	ctx:search({
		zone = "deck",
		controller = "you",
		attributes = { house = "saurian" },
		count = 1,
		to = "hand",
		reveal = true,
		prompt = "Take which Saurian card?",
	})
end

return {
	reap = lead,
	fight = lead,
}
