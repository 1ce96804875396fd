-- Zyzzix the Many (CotA 207): Fight/Reap: You may reveal a creature from your hand. If you
-- do, archive it and Zyzzix gets three +1 power counters.
local function recruit(ctx)
	local creatures = ctx:objects({ zone = "hand", controller = "you", type = "creature" })
	local card =
		ctx:choose({ prompt = "Reveal which creature (or none)?", objects = creatures, min = 0, max = 1 })[1]
	if card == nil then
		return
	end
	ctx:reveal({ card })
	ctx:move(card, "archives")
	ctx:add_counter(ctx.this, "power", 3)
end

return {
	fight = recruit,
	reap = recruit,
}
