-- Sanctum Guardian (CotA 256): Taunt. Fight/Reap: Swap Sanctum Guardian with another
-- friendly creature in your battleline.
local function swap_places(ctx)
	local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
	if #others == 0 then
		return
	end
	local other = ctx:choose({ prompt = "Swap Sanctum Guardian with which creature?", objects = others })[1]
	ctx:swap(ctx.this, other)
end

return {
	fight = swap_places,
	reap = swap_places,
}
