-- Transporter Platform (WC 321), artifact: Action: Return a friendly creature and each
-- upgrade attached to it to their owners' hands. The upgrades go first: a warded creature
-- stays (its ward is removed) and still loses them. The returns are one instruction: what
-- they trigger (Collar of Subordination's "left play") resolves after all of them.
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Return which friendly creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:as_one(function()
			for _, upgrade in ipairs(picked:attachments()) do
				ctx:move(upgrade, "hand")
			end
			ctx:move(picked, "hand")
		end)
	end,
}
