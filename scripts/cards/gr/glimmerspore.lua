-- Glimmerspore (GR 190): Play: Put an artifact in play (either side) into your archives. One
-- you do not own that leaves them goes to its owner's hand instead (the archives' rule,
-- KF-ARCHIVE-OWNER-3).
return {
	resolve = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "any" })
		local pick = ctx:choose({ prompt = "Archive which artifact?", objects = artifacts })[1]
		if pick ~= nil then
			ctx:move(pick, "archives", { player = ctx.controller })
		end
	end,
}
