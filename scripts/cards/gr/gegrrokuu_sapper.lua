-- Gegrrŏkŭŭ Sapper (GR 077): Play/After Fight: Take control of an enemy artifact; then give
-- your opponent control of Gegrrŏkŭŭ Sapper. Scrap: Destroy a friendly artifact; if you do,
-- destroy an enemy artifact.
local function swap_sides(ctx)
	local artifacts = ctx:objects({ zone = "artifacts", controller = "opponent" })
	ctx:take_control(ctx:choose({ prompt = "Take control of which enemy artifact?", objects = artifacts })[1])
	ctx:take_control(ctx.this, ctx.opponent)
end

return {
	resolve = swap_sides,
	fight = swap_sides,
	scrap = function(ctx)
		local mine = ctx:objects({ zone = "artifacts", controller = "you" })
		local pick = ctx:choose({ prompt = "Destroy which friendly artifact?", objects = mine })[1]
		if pick == nil or not ctx:destroy(pick) then
			return
		end
		local theirs = ctx:objects({ zone = "artifacts", controller = "opponent" })
		ctx:destroy(ctx:choose({ prompt = "Destroy which enemy artifact?", objects = theirs })[1])
	end,
}
