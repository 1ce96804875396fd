-- Information Officer Gray (WC 312): Play/Fight/Reap: You may reveal a non-Star Alliance
-- card from your hand. If you do, archive it.
local function archive_one(ctx)
	local cards =
		ctx:objects({ zone = "hand", controller = "you", not_attributes = { house = "staralliance" } })
	local pick =
		ctx:choose({ prompt = "Reveal and archive which card?", objects = cards, min = 0, max = 1 })[1]
	if pick ~= nil then
		ctx:reveal({ pick })
		ctx:move(pick, "archives")
	end
end

return {
	resolve = archive_one,
	fight = archive_one,
	reap = archive_one,
}
