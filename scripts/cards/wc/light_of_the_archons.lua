-- Light of the Archons (WC 300), upgrade: This creature gets +1 power and +1 armor for
-- each upgrade attached to it (this one included).
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

local function upgrades(ctx)
	local n = 0
	for _, card in ipairs(ctx.this:attached_to():attachments()) do
		if card:has_type("upgrade") then
			n = n + 1
		end
	end
	return n
end

return {
	statics = {
		{ stat = "power", increase = upgrades, applies_to = host },
		{ stat = "armor", increase = upgrades, applies_to = host },
	},
}
