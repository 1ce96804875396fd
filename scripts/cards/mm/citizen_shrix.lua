-- Citizen Shrix (MM 186): Play/Reap: Exalt Citizen Shrix. Steal 1 æmber.
local function exalt_and_steal(ctx)
	ctx:rule("exalt", ctx.this)
	ctx:steal(1)
end

return {
	resolve = exalt_and_steal,
	reap = exalt_and_steal,
}
