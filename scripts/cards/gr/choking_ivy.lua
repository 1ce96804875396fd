-- Choking Ivy (GR 333): Play: Destroy each creature with the lowest power (together). If you
-- are not haunted, repeat the preceding effect (haunted is read after the first destruction:
-- the creatures it sent to your discard pile count).
local function destroy_weakest(ctx)
	ctx:destroy(ctx:rule("least_powerful", ctx:objects({ zone = "battleline" })))
end

return {
	resolve = function(ctx)
		destroy_weakest(ctx)
		if not ctx:rule("haunted") then
			destroy_weakest(ctx)
		end
	end,
}
