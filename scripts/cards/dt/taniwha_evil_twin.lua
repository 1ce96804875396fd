-- Taniwha, evil twin (DT 310): Fight/Reap: Put a creature from your discard pile on top of
-- your deck.
local function back_on_top(ctx)
	local dead = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
	local picked = ctx:choose({ prompt = "Put which creature on top of your deck?", objects = dead })[1]
	if picked ~= nil then
		ctx:move(picked, "deck", { position = "top" })
	end
end

return {
	fight = back_on_top,
	reap = back_on_top,
}
