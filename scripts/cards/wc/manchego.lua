-- Manchego (WC 275): Play: If you have 5 or fewer cards in your deck, steal 2 æmber.
-- Fight/Reap: You may shuffle Manchego into your deck.
local function may_shuffle(ctx)
	local pick = ctx:choose({ prompt = "Shuffle Manchego into your deck?", options = { "shuffle", "no" } })[1]
	if pick == "shuffle" and ctx:move(ctx.this, "deck") then
		ctx:shuffle("deck")
	end
end

return {
	resolve = function(ctx)
		if ctx.controller:count("deck") <= 5 then
			ctx:steal(2)
		end
	end,
	fight = may_shuffle,
	reap = may_shuffle,
}
