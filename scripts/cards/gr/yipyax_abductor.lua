-- Yipyax Abductor (GR 201): Play/After Fight: Put an upgrade in play (on either side) into your
-- archives. One you do not own that leaves them goes to its owner's hand instead
-- (KF-ARCHIVE-OWNER-3).
local function abduct(ctx)
	local upgrades = ctx:objects({ zone = "upgrades", controller = "any" })
	local pick = ctx:choose({ prompt = "Archive which upgrade?", objects = upgrades })[1]
	if pick ~= nil then
		ctx:move(pick, "archives", { player = ctx.controller })
	end
end

return {
	resolve = abduct,
	fight = abduct,
}
