-- Reclaimed by Nature (MM 374), action: Play: Purge an artifact. Resolve its bonus icons as
-- if you had played it (from the purged zone, once it is gone).
return {
	resolve = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "any" })
		local pick = ctx:choose({ prompt = "Purge which artifact?", objects = artifacts })[1]
		if pick ~= nil then
			ctx:rule("purge_and_resolve_icons", pick)
		end
	end,
}
